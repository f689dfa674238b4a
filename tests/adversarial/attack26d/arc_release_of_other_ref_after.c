/* Attacks row OWNED_ACROSS_LOOP with arc: after the loop the function releases "a reference" -
 * `arc_release(pick ? p : spare)`: at run time the release of `spare`, a different object.
 * p's only reference (`extra`) is dropped in the last iteration, so the in-loop release is the
 * last and the read of `destroyed` after it sees the destructor.
 * Correct output: "seen 1", "v 0", "destroyed 1", exit 0. */
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
static long *spare;
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
  arc_release(pick ? p : spare);
  printf("seen %d\n", seen);
  return v;
}

int main(void) {
  long *p = arc_alloc(sizeof(long), destroy);
  *p = 0;
  extra = p;
  spare = arc_alloc(sizeof(long), NULL);
  long v = run(p, n_iter);
  printf("v %ld\n", v);
  printf("destroyed %d\n", destroyed);

  return 0;
}
