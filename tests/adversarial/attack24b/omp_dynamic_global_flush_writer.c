/* Attacks row OMP_DISPATCH_NO_FLUSH with OpenMP flushes: thread 1, before the worksharing loop,
 * stores the new object into g, flushes and sets a flag with `omp atomic write`; every iteration
 * of the schedule(dynamic) loop waits for the flag (`omp atomic read` and `omp flush` in a call)
 * before taking its pair on g, and checks the generation. The flush in the loop is a
 * synchronising call.
 * Correct output: "bad 0", "gen 2", "destroyed 2", exit 0 (OMP_NUM_THREADS=2). */
#include <arc.h>
#include <omp.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

static long *g; /* holds one counted reference to the current generation's object */
static long gen = 1;
static long *next_obj;
static int bad;
static volatile int n_iter = 64;
static int destroyed;
static void destroy(void *p) {
  (void)p;
  __atomic_fetch_add(&destroyed, 1, __ATOMIC_RELAXED);
}
/* called by the one writer at the switch: g takes over next_obj's reference; the caller
 * releases the old object's reference when no reader can hold it any more */
static __attribute__((noinline)) void swap_generation(void) {
  g = next_obj;
  gen = 2;
}
static int flag;
static __attribute__((noinline)) void wait_flag(void) {
  int f;
  do {
#pragma omp flush
#pragma omp atomic read
    f = flag;
  } while (!f);
#pragma omp flush
}

static __attribute__((noinline)) void run(int n) {
  long *old = g;
#pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 1) {
      swap_generation();
#pragma omp flush
#pragma omp atomic write
      flag = 1;
    }
#pragma omp for schedule(dynamic)
    for (int i = 0; i < n; i++) {
      wait_flag();
      long *s = arc_retain(g);
      if (*s != 2)
        __atomic_fetch_add(&bad, 1, __ATOMIC_RELAXED);
      arc_release(s);
    }
  }
  arc_release(old);
}

int main(void) {
  g = arc_alloc(sizeof(long), destroy);
  *g = 1;
  next_obj = arc_alloc(sizeof(long), destroy);
  *next_obj = 2;
  run(n_iter);
  printf("bad %d\n", bad);
  printf("gen %ld\n", gen);
  arc_release(g);
  printf("destroyed %d\n", destroyed);
  return 0;
}
