/* Attacks OWNED_ACROSS_LOOP's "through an exit it reaches a use" with an asynchronous signal
 * that leaves the computation: in the last iteration a callee drops the reference the function
 * handed it, so the in-loop release is the last one (destructor: a plain store, willreturn
 * nounwind); the rest of the iteration reads the destructor's flag into a lock-free atomic and
 * runs a long pure computation (nested loop of 2^62 rounds of arithmetic, computable trip
 * count). SIGALRM's handler siglongjmps back to main (the interrupted code calls no function, so
 * POSIX allows it), which prints what the loop read and whether the object was destroyed; the
 * store through h after the loop never runs. Nothing is left alive: the checking runtime's leak
 * report (ARC_CHECK_LEAKS=1) must say "no leaks". Correct output: "the loop saw destroyed=1",
 * "destroyed 1", exit 0. */
#include <arc.h>
#include <setjmp.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

static int destroyed;
static atomic_int report;
static long *owner;
static volatile int n_iter = 5;
static volatile unsigned long sink;
static sigjmp_buf back;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(owner);
}
static void (*volatile step)(int, int) = step_impl;
static void on_alarm(int sig) {
  (void)sig;
  siglongjmp(back, 1);
}

static __attribute__((noinline)) void run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 3;
  owner = h;
  unsigned long x = 1;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i, n);
    arc_release(s);
    if (i == n - 1)
      atomic_store_explicit(&report, 1 + destroyed, memory_order_relaxed);
    unsigned long lim = i == n - 1 ? (1UL << 62) : 16;
    for (unsigned long k = 0; k < lim; k++)
      x = (x ^ (x >> 13)) * 6364136223846793005UL + k;
  }
  *h = 0; /* never reached */
  sink = x;
}

int main(void) {
  signal(SIGALRM, on_alarm);
  if (sigsetjmp(back, 1) == 0) {
    alarm(1);
    run(n_iter);
    printf("not reached\n");
    return 1;
  }
  printf("the loop saw destroyed=%d\n", atomic_load(&report) - 1);
  printf("destroyed %d\n", destroyed);
  return 0;
}
