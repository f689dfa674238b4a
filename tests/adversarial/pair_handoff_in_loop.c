/* Attacks (pair deletion inside a loop: the handle differs every iteration, so it cannot be
 * hoisted, but its pair has only an unrelated atomic store and loads between retain and
 * release). Each iteration takes a copy of objs[i], hands the owner reference (by its index, an
 * int) to another thread with a release store, waits for the acknowledgement (acquire loads),
 * and reads the payload through its copy. The copy is the last reference when it is read.
 * Correct output: "sum 36", then "destroyed 1".."destroyed 8" each before the sum (run by the
 * copy's release in the loop), exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

enum { K = 8 };
static long *objs[K + 1];
static atomic_int handed, acked;

static void destroy(void *p) {
  printf("destroyed %ld\n", *(long *)p);
  *(long *)p = -100;
}

static void *taker(void *arg) {
  (void)arg;
  for (int k = 1; k <= K; k++) {
    while (atomic_load_explicit(&handed, memory_order_acquire) < k)
      ;
    arc_release(objs[k]); /* the handed owner reference */
    atomic_store_explicit(&acked, k, memory_order_release);
  }
  return NULL;
}

static void *watchdog(void *arg) {
  (void)arg;
  sleep(5);
  printf("HANG: watchdog fired\n");
  fflush(stdout);
  _exit(2);
}

static __attribute__((noinline)) long run(long **tab) {
  long sum = 0;
  for (int k = 1; k <= K; k++) {
    long *s = arc_retain(tab[k]);
    atomic_store_explicit(&handed, k, memory_order_release);
    while (atomic_load_explicit(&acked, memory_order_acquire) < k)
      ;
    sum += *s;
    arc_release(s);
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
  pthread_create(&t, NULL, taker, NULL);
  long sum = run(objs);
  pthread_join(t, NULL);
  printf("sum %ld\n", sum);
  return 0;
}
