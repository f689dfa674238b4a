/* Attacks OWNED_ACROSS_LOOP through the lazy hoist, on the argument "it cannot stay in the loop
 * forever without passing the header, where the next iteration retains": with a guarded inner
 * loop, the next round of the outer loop need not retain at all. A worker allocates the object
 * (destructor: a plain store, willreturn nounwind), hands its only reference to a global, and
 * runs an outer loop whose first round runs the inner loop (the pair; a callee drops the handed
 * reference in its last iteration, so that release is the last one); every round then reads the
 * destructor's flag (a read in the lazy window over the outer loop), publishes it, and leaves
 * the outer loop only when a flag that is only ever 0 says so, to a store through h. The store
 * is unreachable; main prints the report and returns. No timing assumption. Correct output:
 * "after the last release the worker saw destroyed=1", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>

static int destroyed;
static atomic_int report;
static atomic_int stop; /* only ever 0 (main stores a volatile zero, so LLVM cannot fold it) */
static volatile int zero_v;
static long *owner;
static volatile int n_inner = 4;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int i, int m) {
  if (i == m - 1)
    arc_release(owner);
}
static void (*volatile step)(int, int) = step_impl;

static void *work(void *arg) {
  (void)arg;
  int m = n_inner;
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 3;
  owner = h;
  for (int j = 0;; j++) {
    if (j == 0)
      for (int i = 0; i < m; i++) {
        long *s = arc_retain(h);
        *s += i;
        step(i, m);
        arc_release(s);
      }
    atomic_store_explicit(&report, 1 + destroyed, memory_order_release);
    if (atomic_load_explicit(&stop, memory_order_acquire))
      break;
  }
  *h = 0; /* unreachable: stop is never set */
  return NULL;
}

int main(void) {
  atomic_store(&stop, zero_v);
  pthread_t t;
  pthread_create(&t, NULL, work, NULL);
  pthread_detach(t);
  struct timespec ts = {0, 1000000};
  for (int k = 0; k < 5000; k++) {
    int r = atomic_load_explicit(&report, memory_order_acquire);
    if (r) {
      nanosleep(&ts, NULL); /* let the worker pass a few rounds */
      r = atomic_load_explicit(&report, memory_order_acquire);
      printf("after the last release the worker saw destroyed=%d\n", r - 1);
      return 0;
    }
    nanosleep(&ts, NULL);
  }
  printf("no report\n");
  return 0;
}
