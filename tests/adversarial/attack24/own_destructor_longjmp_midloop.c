/* Attacks H8's "a release followed by a retain later in the same loop run was not the last one"
 * with a destructor that longjmps: the object is allocated in the function with a destructor
 * that longjmps back to main (so it is not known to return and row OWNED_ACROSS_LOOP does not
 * apply; the general rule decides). A callee drops the reference handed to it in iteration 2,
 * so that iteration's release is the last one and the function is left by the destructor's
 * longjmp; the later iterations never run. Nothing is read after the release in the loop.
 * Correct output: "iteration 0".."iteration 2", "back in main after 3 iterations", exit 0. */
#include <arc.h>
#include <setjmp.h>
#include <stdio.h>

static long *owner;
static int progress;
static volatile int n_iter = 6;
static jmp_buf back;
static void destroy(void *p) {
  (void)p;
  longjmp(back, 1);
}
static void step_impl(int i) {
  printf("iteration %d\n", i);
  if (i == 2)
    arc_release(owner);
}
static void (*volatile step)(int) = step_impl;

static __attribute__((noinline)) void run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  owner = h;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    progress = i + 1;
    step(i);
    arc_release(s);
  }
}

int main(void) {
  if (setjmp(back) == 0) {
    run(n_iter);
    printf("loop ended without the destructor\n");
    return 1;
  }
  printf("back in main after %d iterations\n", progress);
  return 0;
}
