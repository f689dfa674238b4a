/* Attacks the ownership search's "same object" (row OWNED_ACROSS_LOOP) with arc: after the loop the
 * function loads through a pointer computed from p's address as an integer plus the distance to
 * another object, `(long *)((uintptr_t)p + delta)`, where `delta = &other_obj - p` was computed
 * before the loop (a pointer made from an integer that is another live object's address). The
 * load reads other_obj; p's only reference is dropped in the last iteration (borderline:
 * provenance of integer-to-pointer casts).
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
static volatile uintptr_t delta;
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
  v = *(long *)((uintptr_t)p + delta);
  printf("seen %d\n", seen);
  return v;
}

int main(void) {
  long *p = arc_alloc(sizeof(long), destroy);
  *p = 0;
  extra = p;
  delta = (uintptr_t)&other_obj - (uintptr_t)p;
  long v = run(p, n_iter);
  printf("v %ld\n", v);
  printf("destroyed %d\n", destroyed);

  return 0;
}
