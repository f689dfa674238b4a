/* Attacks OWNED_ACROSS_LOOP's condition 3 ("every loop nested in this one has a computable trip
 * count") one level down: the window holds a nested loop with a computable trip count (4
 * rounds) whose body holds an endless wait (a loop nested two levels down, waiting for a flag
 * that is only ever 0). In the last iteration a callee drops the reference the worker handed
 * it, so the in-loop release is the last one (destructor: a plain store, willreturn nounwind);
 * the rest of the iteration reads the destructor's flag, publishes it, and waits forever, so the
 * store through h after the loop is unreachable. main prints the report and returns. Correct
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
      for (int r = 0; r < 4; r++) /* computable trip count */
        while (atomic_load_explicit(&never, memory_order_acquire) != second + r)
          ; /* endless: never is 0, second + r >= 1 */
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
