/* Attacks (fence variant of plain_load_after_acquire.c: relaxed spin + acquire fence):
 * a handle read with a plain load from a global that another thread replaces between
 * iterations. There is no data race: the writer stores the handle and then does a release store
 * of a sequence number; the reader spins with acquire loads on that number before its plain load
 * and acknowledges with a release store after its release. Nothing in the reader's loop writes
 * the global, but the acquire loads order the other thread's writes before the plain load, so
 * the load is not invariant.
 * Correct output: "sum 36", "destroyed 1".."destroyed 8", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

enum { K = 8 };
static long *objs[K + 1];
static long *current; /* plain, protected by the seq/ack protocol */
static atomic_int seq, ack;

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

static void *watchdog(void *arg) {
  (void)arg;
  sleep(3);
  printf("HANG: watchdog fired\n");
  fflush(stdout);
  _exit(2);
}

static void *writer(void *arg) {
  (void)arg;
  for (int k = 1; k <= K; k++) {
    while (atomic_load_explicit(&ack, memory_order_acquire) < k - 1)
      ;
    current = objs[k];
    atomic_store_explicit(&seq, k, memory_order_release);
  }
  return NULL;
}

static __attribute__((noinline)) long reader(void) {
  long sum = 0;
  for (int k = 1; k <= K; k++) {
    while (atomic_load_explicit(&seq, memory_order_relaxed) < k)
      ;
    atomic_thread_fence(memory_order_acquire);
    long *s = arc_retain(current);
    sum += *s;
    arc_release(s);
    atomic_store_explicit(&ack, k, memory_order_release);
  }
  return sum;
}

int main(void) {
  pthread_t w, t;
  pthread_create(&w, NULL, watchdog, NULL);
  for (long k = 1; k <= K; k++) {
    objs[k] = arc_alloc(sizeof(long), destroy);
    *objs[k] = k;
  }
  pthread_create(&t, NULL, writer, NULL);
  long sum = reader();
  pthread_join(t, NULL);
  printf("sum %ld\n", sum);
  for (int k = 1; k <= K; k++)
    arc_release(objs[k]);
  return 0;
}
