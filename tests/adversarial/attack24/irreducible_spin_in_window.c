/* Attacks OWNED_ACROSS_LOOP's condition 3 ("every loop nested in this one has a computable trip
 * count"): a cycle inside the loop that LoopInfo does not call a loop (irreducible: entered at
 * two blocks by gotos) is no nested loop, so its trip count is never asked. In the last
 * iteration a callee drops the reference the worker handed it, so the in-loop release is the
 * last one (destructor: a plain store, willreturn nounwind); the rest of the iteration reads the
 * destructor's flag, publishes it, and waits forever in the irreducible cycle for a flag no one
 * sets (atomic loads: a loop C11 may not assume to end). main prints the report and returns, so
 * the store through h after the loop is unreachable: no timing assumption at all. Correct
 * output: "after the last release the worker saw destroyed=1", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>

static int destroyed;
static atomic_int report;
static atomic_int never; /* only ever 0 (main stores a volatile zero, so LLVM cannot fold it) */
static volatile int zero_v;
static long *owner;
static volatile int n_iter = 5;
static volatile int enter_second = 1;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static int limit; /* the loop's bound, reread every iteration (step() may change it) */
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(owner);
  limit = n;
}
static void (*volatile step)(int, int) = step_impl;

static void *work(void *arg) {
  (void)arg;
  int n = n_iter;
  int second = enter_second;
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 3;
  owner = h;
  limit = n;
  for (int i = 0; i < limit; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i, n);
    arc_release(s);
    if (i == n - 1) {
      atomic_store_explicit(&report, 1 + destroyed, memory_order_release);
      if (second)
        goto wait_b;
    wait_a:
      if (atomic_load_explicit(&never, memory_order_acquire) == 1)
        goto waited;
    wait_b:
      if (atomic_load_explicit(&never, memory_order_acquire) == 2)
        goto waited;
      goto wait_a;
    waited:;
    }
  }
  *h = 0; /* unreachable in a correct run: the cycle never ends */
  return NULL;
}

int main(void) {
  atomic_store(&never, zero_v);
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
