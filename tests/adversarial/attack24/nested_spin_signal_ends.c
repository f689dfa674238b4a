/* Attacks OWNED_ACROSS_LOOP's "through an exit it reaches a use" with the process ended by an
 * asynchronous signal: in the last iteration a callee drops the reference the function handed
 * it, so the in-loop release is the last one and the destructor (a plain store, willreturn
 * nounwind) sets 'destroyed'; the rest of the iteration reads it and publishes what it read in
 * a lock-free atomic, then runs a nested loop of 2^62 rounds of arithmetic (computable trip
 * count, no memory access). alarm(1)'s SIGALRM handler (async-signal-safe: it reads a lock-free
 * atomic, write(), _exit()) reports and ends the process; the store through h after the loop
 * never runs. Correct output: "after the last release the loop saw destroyed=1", exit 0. */
#include <arc.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

static int destroyed;
static atomic_int report; /* 0 until the last iteration publishes 1 + what it read */
static long *owner;
static volatile int n_iter = 5;
static volatile unsigned long sink;
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
  static const char saw0[] = "after the last release the loop saw destroyed=0\n";
  static const char saw1[] = "after the last release the loop saw destroyed=1\n";
  static const char none[] = "no report\n";
  int r = atomic_load_explicit(&report, memory_order_relaxed);
  if (r == 2)
    write(1, saw1, sizeof saw1 - 1);
  else if (r == 1)
    write(1, saw0, sizeof saw0 - 1);
  else
    write(1, none, sizeof none - 1);
  _exit(0);
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
    if (i == n - 1) {
      int d = destroyed; /* the read after the release */
      atomic_store_explicit(&report, 1 + d, memory_order_relaxed);
    }
    unsigned long lim = i == n - 1 ? (1UL << 62) : 16;
    for (unsigned long k = 0; k < lim; k++)
      x = (x ^ (x >> 13)) * 6364136223846793005UL + k;
  }
  *h = 0; /* never reached: SIGALRM ends the process first */
  sink = x;
}

int main(void) {
  signal(SIGALRM, on_alarm);
  alarm(1);
  run(n_iter);
  printf("not reached\n");
  return 1;
}
