/* Attacks: a handle reloaded every iteration with an atomic load (memory_order_seq_cst) from a
 * slot another thread keeps replacing. No code in the loop writes the slot, but it is not
 * invariant: the writer publishes objects 1..K and the reader loops until it sees K. The objects
 * are created (payload written) before the threads start and released only after both joined,
 * so every retain is on a live object. Treating the load as invariant hangs the reader
 * (watchdog) or retains one object and releases another.
 * Correct output: "reader saw the last object", "destroyed 1".."destroyed 8", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

enum { K = 8 };
static long *objs[K + 1];
static _Atomic(long *) slot;

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
  for (int k = 2; k <= K; k++) {
    usleep(1000);
    atomic_store(&slot, objs[k]);
  }
  return NULL;
}

static __attribute__((noinline)) void reader(void) {
  long v;
  do {
    long *h = atomic_load_explicit(&slot, memory_order_seq_cst);
    long *s = arc_retain(h);
    v = *s;
    arc_release(s);
  } while (v != K);
  printf("reader saw the last object\n");
}

int main(void) {
  pthread_t w, t;
  pthread_create(&w, NULL, watchdog, NULL);
  for (long k = 1; k <= K; k++) {
    objs[k] = arc_alloc(sizeof(long), destroy);
    *objs[k] = k;
  }
  atomic_store(&slot, objs[1]);
  pthread_create(&t, NULL, writer, NULL);
  reader();
  pthread_join(t, NULL);
  for (int k = 1; k <= K; k++)
    arc_release(objs[k]);
  return 0;
}
