/* Attacks OWNED_ACROSS_LOOP's "load or store of the same object" with integer arithmetic on the
 * pointer: after the loop the function reads `*(long *)((uintptr_t)h + delta)`, where delta is
 * the distance from h to another live object (computed before the loop), so the load reads that
 * other object, not h's (exposed provenance; valid on every platform clang targets). The loop's
 * object died at the last iteration's in-loop release. Correct output: "seen 1", "destroyed 1",
 * "value 42", exit 0. */
#include <arc.h>
#include <stdint.h>
#include <stdio.h>

static int destroyed;
static long *owner;
static volatile int n_iter = 5;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(owner);
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) long run(int n, long *spare, int *seen_out) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 3;
  uintptr_t delta = (uintptr_t)spare - (uintptr_t)h;
  owner = h;
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i, n);
    arc_release(s);
    seen += destroyed;
  }
  long v = *(long *)((uintptr_t)h + delta); /* reads spare */
  *seen_out = seen;
  return v;
}

int main(void) {
  long *spare = arc_alloc(sizeof(long), NULL);
  *spare = 42;
  int seen;
  long v = run(n_iter, spare, &seen);
  arc_release(spare);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  printf("value %ld\n", v);
  return 0;
}
