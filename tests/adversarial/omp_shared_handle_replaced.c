/* Attacks: an OpenMP shared variable holding a handle, read by thread 1's loop and replaced by
 * thread 0 between thread 1's iterations (seq/ack protocol with acquire/release atomics, no data
 * race). Thread 1's loop never writes the variable, but it is not invariant.
 * Correct output: "sum 36", "destroyed 1".."destroyed 8", exit 0 (needs 2 threads; with fewer it
 * prints "need 2 threads"). */
#include <arc.h>
#include <omp.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

enum { K = 8 };
static long *objs[K + 1];
static atomic_int seq, ack;

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

static void *watchdog(void *arg) {
  (void)arg;
  sleep(3);
  printf("HANG: watchdog fired\n");
  fflush(stdout);
  _exit(2);
}

int main(void) {
  pthread_t w;
  pthread_create(&w, NULL, watchdog, NULL);
  for (long k = 1; k <= K; k++) {
    objs[k] = arc_alloc(sizeof(long), destroy);
    *objs[k] = k;
  }
  long *cur = NULL;
  long sum = 0;
  int threads = 0;
#pragma omp parallel num_threads(2) shared(cur, sum, threads)
  {
    if (omp_get_thread_num() == 0)
      threads = omp_get_num_threads();
#pragma omp barrier
    if (threads == 2 && omp_get_thread_num() == 0) {
      for (int k = 1; k <= K; k++) {
        while (atomic_load_explicit(&ack, memory_order_acquire) < k - 1)
          ;
        cur = objs[k];
        atomic_store_explicit(&seq, k, memory_order_release);
      }
    } else if (threads == 2) {
      long acc = 0;
      for (int k = 1; k <= K; k++) {
        while (atomic_load_explicit(&seq, memory_order_acquire) < k)
          ;
        long *s = arc_retain(cur);
        acc += *s;
        arc_release(s);
        atomic_store_explicit(&ack, k, memory_order_release);
      }
      sum = acc;
    }
  }
  if (threads != 2)
    printf("need 2 threads\n");
  printf("sum %ld\n", sum);
  for (int k = 1; k <= K; k++)
    arc_release(objs[k]);
  return 0;
}
