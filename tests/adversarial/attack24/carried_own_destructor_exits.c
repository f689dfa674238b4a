/* Attacks the carried form (H3, "Carried references"): `s = retain(h); for (...) { use(s);
 * release(s); s = retain(h); }`, whose argument is "a carried release is never the last one on
 * a path that reaches the next retain". The object comes in as an argument and its destructor
 * prints and calls exit(0); a callee drops the owner's reference in iteration 2, so that
 * iteration's carried release is the last one and the next retain never runs.
 * Correct output: "iteration 0".."iteration 2", "destroyed after 3 iterations", exit 0. */
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

static long *owner;
static int progress;
static volatile int n_iter = 6;
static void destroy(void *p) {
  (void)p;
  printf("destroyed after %d iterations\n", progress);
  fflush(stdout);
  exit(0);
}
static void step_impl(int i) {
  printf("iteration %d\n", i);
  if (i == 2)
    arc_release(owner);
}
static void (*volatile step)(int) = step_impl;

static __attribute__((noinline)) void run(long *h, int n) {
  long *s = arc_retain(h);
  for (int i = 0; i < n; i++) {
    *s += i;
    progress = i + 1;
    step(i);
    arc_release(s);
    s = arc_retain(h);
  }
  arc_release(s);
}

int main(void) {
  owner = arc_alloc(sizeof(long), destroy);
  *owner = 0;
  run(owner, n_iter);
  printf("loop ended without the destructor\n");
  return 1;
}
