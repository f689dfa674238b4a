/* Attacks H8 in an OpenMP worksharing loop (schedule(static) on a team of one, so the order is
 * fixed) with the handle's own destructor ending the program: the object's destructor prints
 * and calls exit(0), and a callee drops the owner's reference in iteration 2, whose release is
 * then the last one. Correct output: "iteration 0".."iteration 2", "destroyed after 3
 * iterations", exit 0. */
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
  progress = i + 1;
  if (i == 2)
    arc_release(owner);
}
static void (*volatile step)(int) = step_impl;

static __attribute__((noinline)) void run(long *h, int n) {
#pragma omp parallel for schedule(static) num_threads(1)
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
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
