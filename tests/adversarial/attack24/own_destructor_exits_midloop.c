/* Attacks H8's argument "a release followed by a retain later in the same loop run was not the
 * last one" when the handle's OWN destructor does not return: the object comes in as an
 * argument (so the new rule does not apply), its destructor prints and calls exit(0), and a
 * callee drops the owner's reference in iteration 2. In the source, iteration 2's release is
 * the last one and the program ends there; the next iteration's retain never runs. Each
 * iteration writes a progress counter inside the pair (no read after the release at all).
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
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    progress = i + 1;
    step(i);
    arc_release(s);
  }
}

int main(void) {
  owner = arc_alloc(sizeof(long), destroy);
  *owner = 0;
  run(owner, n_iter);
  printf("loop ended without the destructor\n");
  return 1;
}
