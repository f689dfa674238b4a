/* Attacks OWNED_ACROSS_LOOP's condition 1 ("without passing through a cycle"): between the
 * loop's exit and the store through h lies an endless wait that is an irreducible cycle (entered
 * at two blocks), not a natural loop. A worker hands its only reference to a global that a
 * callee drops in the last iteration, so that iteration's in-loop release is the last one
 * (destructor: a plain store, willreturn nounwind); the latch rereads the loop's bound (a read in
 * the window) and the iteration publishes the destructor's flag. The worker then waits forever
 * for a flag that is only ever 0 (atomic loads: C11 may not assume the wait ends), so the store
 * through h is unreachable; main prints the report and returns. Correct output: "after the last
 * release the worker saw destroyed=1", exit 0. */
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
static int limit; /* the loop's bound, reread every iteration (step() may change it) */
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
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
  int seen = 0;
  for (int i = 0; i < limit; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i, n);
    arc_release(s);
    seen += destroyed;
  }
  atomic_store_explicit(&report, 1 + seen, memory_order_release);
  if (second)
    goto wait_b;
wait_a:
  if (atomic_load_explicit(&never, memory_order_acquire) == 1)
    goto waited;
wait_b:
  if (atomic_load_explicit(&never, memory_order_acquire) == 2)
    goto waited;
  goto wait_a;
waited:
  *h = 0; /* unreachable: the wait never ends */
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
