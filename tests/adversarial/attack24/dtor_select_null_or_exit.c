/* Attacks row KNOWN_DESTRUCTOR_RETURNS: the destructor argument of arc_alloc is
 * `quiet ? NULL : loud_destroy`, and quiet is 0 at run time, so the object's destructor prints
 * and calls exit(0). A callee drops the function's reference (handed to a global) in
 * iteration 2, so that iteration's in-loop release is the last: the program ends there. The
 * latch reads a global after the release and the function stores through h after the loop, so
 * only the new rule could accept the loop, and only if it took the select for NULL.
 * Correct output: "iteration 0".."iteration 2", "destroyed after 3 iterations", exit 0. */
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

static long *owner;
static int progress;
static volatile int n_iter = 6;
static volatile int quiet = 0;
static int mark; /* written by step(), read after the release */
static void loud_destroy(void *p) {
  (void)p;
  printf("destroyed after %d iterations\n", progress);
  fflush(stdout);
  exit(0);
}
static void step_impl(int i) {
  printf("iteration %d\n", i);
  mark = i;
  if (i == 2)
    arc_release(owner);
}
static void (*volatile step)(int) = step_impl;

static __attribute__((noinline)) void run(int n, int q) {
  long *h = arc_alloc(sizeof(long), q ? NULL : loud_destroy);
  *h = 0;
  owner = h;
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    progress = i + 1;
    step(i);
    arc_release(s);
    seen += mark; /* a read after the release: only the new rule accepts it */
  }
  progress = seen;
  *h = -1; /* a use after the loop, never reached in a correct run */
}

int main(void) {
  run(n_iter, quiet);
  printf("loop ended without the destructor\n");
  return 1;
}
