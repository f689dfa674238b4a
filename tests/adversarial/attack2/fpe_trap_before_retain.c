/* Attacks H5 with a trapping floating-point division (FENV_ACCESS ON, feenableexcept): a
 * constrained fdiv that LLVM takes to pass control on raises SIGFPE when its divisor is zero, and
 * the handler siglongjmps out before the iteration's retain. In iteration 3 an opaque call in the
 * pair drops main's owner (the source's release there is the last one); iteration 4 divides by
 * zero. Hoisted, the preheader's reference is stranded. Correct output: "destroyed", "left the
 * loop by SIGFPE at 4, destroyed 1", exit 0. */
// CFLAGS: -lm
#define _GNU_SOURCE
#include <arc.h>
#include <fenv.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>

#pragma STDC FENV_ACCESS ON

static sigjmp_buf env;
static int destroyed;
static long *owner;
static volatile int where = -1, n_iter = 10;
static double divisors[16] = {1, 2, 3, 4, 0, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

static void destroy(void *p) {
  (void)p;
  destroyed = 1;
  printf("destroyed\n");
}
static void on_fpe(int sig) {
  (void)sig;
  siglongjmp(env, 1);
}
static void drop_impl(int i) {
  where = i;
  if (i == 3) {
    arc_release(owner);
    owner = NULL;
  }
}
static void (*volatile drop)(int) = drop_impl;

static __attribute__((noinline)) double run(long *h, const double *d, int n) {
  double acc = 0;
  for (int i = 0; i < n; i++) {
    acc += 1.0 / d[i]; /* traps at i == 4 */
    long *s = arc_retain(h);
    acc += (double)*s;
    drop(i);
    arc_release(s);
  }
  return acc;
}

int main(void) {
  signal(SIGFPE, on_fpe);
  owner = arc_alloc(sizeof(long), destroy);
  *owner = 7;
  if (sigsetjmp(env, 1) == 0) {
    feenableexcept(FE_DIVBYZERO);
    double r = run(owner, divisors, n_iter);
    printf("loop ended normally %g\n", r);
  } else {
    printf("left the loop by SIGFPE at %d, destroyed %d\n", where + 1, destroyed);
  }
  return 0;
}
