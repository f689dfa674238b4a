/* Attacks OWNED_ACROSS_LOOP's condition 3 (as irreducible_spin_in_window.c) with the handed
 * reference dropped by ANOTHER thread: the worker stores its only reference in a mutex-protected
 * slot; in the loop's last iteration, inside the pair, it asks a dropper thread to release the
 * slot's reference and waits (condition variable) until it has, so that iteration's in-loop
 * release is the last one (destructor: a plain store, willreturn nounwind). The rest of the
 * iteration reads the destructor's flag, publishes it, and waits forever in an irreducible cycle
 * for a flag that is only ever 0, so the store through h after the loop is unreachable; main
 * prints the report and returns. Correct output: "after the last release the worker saw
 * destroyed=1", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>

static int destroyed;
static atomic_int report;
static atomic_int never; /* only ever 0 (main stores a volatile zero, so LLVM cannot fold it) */
static volatile int zero_v;
static long *slot; /* under mu */
static int drop_asked, dropped; /* under mu */
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static volatile int n_iter = 5;
static volatile int enter_second = 1;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static int limit; /* the loop's bound, reread every iteration (step() may change it) */
static void step_impl(int i, int n) {
  if (i == n - 1) { /* ask the dropper to release the slot's reference, wait until it has */
    pthread_mutex_lock(&mu);
    drop_asked = 1;
    pthread_cond_broadcast(&cv);
    while (!dropped)
      pthread_cond_wait(&cv, &mu);
    pthread_mutex_unlock(&mu);
  }
  limit = n;
}
static void *dropper(void *arg) {
  (void)arg;
  pthread_mutex_lock(&mu);
  while (!drop_asked)
    pthread_cond_wait(&cv, &mu);
  arc_release(slot);
  slot = NULL;
  dropped = 1;
  pthread_cond_broadcast(&cv);
  pthread_mutex_unlock(&mu);
  return NULL;
}
static void (*volatile step)(int, int) = step_impl;

static void *work(void *arg) {
  (void)arg;
  int n = n_iter;
  int second = enter_second;
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 3;
  pthread_mutex_lock(&mu);
  slot = h; /* the allocation's reference, for the dropper */
  pthread_mutex_unlock(&mu);
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
  pthread_t t, d;
  pthread_create(&d, NULL, dropper, NULL);
  pthread_detach(d);
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
