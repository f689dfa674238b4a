/* Control for row OWNED_ACROSS_LOOP with arc's contract and a function ARGUMENT: main holds its
 * own reference of p across the call and gives a second one to `extra`, which a callee drops in
 * the last iteration; `run` loads *p after the loop (p is alive there). No release in the loop is
 * the last: hoisted, and the read of `destroyed` sees 0 either way.
 * Correct output: "seen 0", "v 15", "destroyed 0", "destroyed 1", exit 0. */
#include <arc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int destroyed;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static long *extra; /* a reference that a callee drops in the loop's last iteration */
static void step_impl(int i, int n) {
  if (i == n - 1 && extra) {
    long *e = extra;
    extra = NULL;
    arc_release(e);
  }
}
static void (*volatile step)(int, int) = step_impl;
static volatile int n_iter = 6;
static volatile int pick = 0;
static long other_obj = 7;

__attribute__((noinline)) long run(long *p, int n) {
  int seen = 0;
  long v = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(p);
    *s += i;
    step(i, n);
    arc_release(s);
    seen += destroyed;
  }
  v = *p;
  printf("seen %d\n", seen);
  return v;
}

int main(void) {
  long *p = arc_alloc(sizeof(long), destroy);
  *p = 0;
  extra = arc_retain(p);
  long v = run(p, n_iter);
  printf("v %ld\n", v);
  printf("destroyed %d\n", destroyed);
  arc_release(p);
  printf("destroyed %d\n", destroyed);
  return 0;
}
