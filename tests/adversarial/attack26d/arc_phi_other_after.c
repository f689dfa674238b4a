/* Attacks the ownership search's "same object" (row OWNED_ACROSS_LOOP) with arc: the same as
 * arc_select_other_after, the pointer after the loop a phi of p and another object (two
 * branches, each with a call, so they stay branches).
 * Correct output: "seen 1", "v 7", "destroyed 1", exit 0. */
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
  long *q;
  if (pick) {
    printf("pick\n");
    q = p;
  } else {
    printf("other\n");
    q = &other_obj;
  }
  v = *q;
  printf("seen %d\n", seen);
  return v;
}

int main(void) {
  long *p = arc_alloc(sizeof(long), destroy);
  *p = 0;
  extra = p; /* run borrows p: extra holds its only reference */
  long v = run(p, n_iter);
  printf("v %ld\n", v);
  printf("destroyed %d\n", destroyed);

  return 0;
}
