/* Attacks OWNED_ACROSS_LOOP's argument "it cannot stay ... in a nested loop (3)" and "through an
 * exit it reaches a use": a nested loop with a computable trip count may outlast the process,
 * which another thread ends. In the last iteration a callee drops the reference the function
 * handed it, so the in-loop release is the last one and the destructor (a plain store: LLVM
 * infers willreturn nounwind) sets 'destroyed'. The rest of that iteration reads 'destroyed'
 * (the read the new rule lets through), publishes what it read with an atomic store, then runs
 * a nested loop of 2^62 rounds of arithmetic (no memory access). A watcher thread prints the
 * published value and ends the process with _exit(0), long before the nested loop would end,
 * so the store through h after the loop never runs. Correct output: "after the last release
 * the loop saw destroyed=1", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

static int destroyed;
static atomic_int report; /* 0 until the loop's last iteration publishes 1 + what it read */
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

static void *watcher(void *arg) {
  (void)arg;
  struct timespec ts = {0, 1000000};
  for (int k = 0; k < 5000; k++) {
    int r = atomic_load_explicit(&report, memory_order_acquire);
    if (r) {
      printf("after the last release the loop saw destroyed=%d\n", r - 1);
      fflush(stdout);
      _exit(0);
    }
    nanosleep(&ts, NULL);
  }
  printf("no report\n");
  fflush(stdout);
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
      atomic_store_explicit(&report, 1 + d, memory_order_release);
    }
    unsigned long lim = i == n - 1 ? (1UL << 62) : 16;
    for (unsigned long k = 0; k < lim; k++) /* computable trip count, no memory access */
      x = (x ^ (x >> 13)) * 6364136223846793005UL + k;
  }
  *h = 0; /* never reached: the watcher ends the process first */
  sink = x;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, watcher, NULL);
  run(n_iter);
  printf("not reached\n");
  return 1;
}
