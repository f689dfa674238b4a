/* Attacks OWNED_ACROSS_LOOP through the lazy hoist: a guarded inner loop (pair hoisted out of
 * it, then lazily out of the outer loop) in a worker thread that allocates the object (plain
 * store destructor, willreturn nounwind) and hands its only reference to a global; a callee drops
 * it in the inner loop's last iteration of the last round, so that inner release is the last
 * one. The rest of the round (the lazy window over the outer loop) reads the destructor's flag,
 * publishes it, and runs a nested loop of 2^62 rounds of arithmetic (computable trip count).
 * main prints the report and returns while the worker computes; the store through h after the
 * loops never runs. Correct output: "after the last release the worker saw destroyed=1", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>

static int destroyed;
static atomic_int report;
static long *owner;
static volatile int n_outer = 3;
static volatile int n_inner = 4;
static volatile unsigned long sink;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int j, int i, int n, int m) {
  if (j == n - 1 && i == m - 1)
    arc_release(owner);
}
static void (*volatile step)(int, int, int, int) = step_impl;

static void *work(void *arg) {
  (void)arg;
  int n = n_outer, m = n_inner;
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 3;
  owner = h;
  unsigned long x = 1;
  for (int j = 0; j < n; j++) {
    if (m > 0)
      for (int i = 0; i < m; i++) {
        long *s = arc_retain(h);
        *s += i;
        step(j, i, n, m);
        arc_release(s);
      }
    if (j == n - 1)
      atomic_store_explicit(&report, 1 + destroyed, memory_order_release);
    unsigned long lim = j == n - 1 ? (1UL << 62) : 16;
    for (unsigned long k = 0; k < lim; k++)
      x = (x ^ (x >> 13)) * 6364136223846793005UL + k;
  }
  *h = 0; /* never reached: main returns first */
  sink = x;
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, work, NULL);
  pthread_detach(t);
  struct timespec ts = {0, 1000000};
  for (int k = 0; k < 5000; k++) {
    int r = atomic_load_explicit(&report, memory_order_acquire);
    if (r) {
      printf("after the last release the worker saw destroyed=%d\n", r - 1);
      return 0;
    }
    nanosleep(&ts, NULL);
  }
  printf("no report\n");
  return 0;
}
