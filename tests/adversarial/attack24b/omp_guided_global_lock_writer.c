/* Attacks row OMP_DISPATCH_NO_FLUSH with another thread writing g under an OpenMP lock: thread 1
 * swaps g under the lock before the worksharing loop, and a schedule(guided) loop takes each
 * pair under the same lock and checks the generation of the object it retained.
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
static omp_lock_t lock;

static __attribute__((noinline)) void run(int n) {
  long *old = g;
#pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 1) {
      omp_set_lock(&lock);
      swap_generation();
      omp_unset_lock(&lock);
    }
#pragma omp for schedule(guided)
    for (int i = 0; i < n; i++) {
      omp_set_lock(&lock);
      long *s = arc_retain(g);
      if (*s != gen)
        bad++;
      arc_release(s);
      omp_unset_lock(&lock);
    }
  }
  arc_release(old);
}

int main(void) {
  omp_init_lock(&lock);
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
