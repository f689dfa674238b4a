/* Control for the no-task rule of an OpenMP region body (row OWNED_ACROSS_LOOP): a task created
 * BEFORE the region, by an enclosing region, may not be run at the inner region's barriers or
 * join (OpenMP binds it to the outer team; libomp runs it at the outer barrier). An outer
 * `parallel` of two threads: thread 0 creates a task (it waits until `run` is done, then prints
 * and exits) and calls `run`, whose nested region (inactive: a team of one) loops over h; run
 * holds its reference across the region and releases it after (the body's calls are all allowed
 * ones, so no release in the loop can be the last); the read of `destroyed` after each release
 * sees 0 either way. Thread 1 waits in user code until run is done. The task
 * exits at the outer region's end (or on thread 1).
 * Correct output: "seen 0", "destroyed 1", exit 0. */
#include <arc.h>
#include <omp.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

static int destroyed;
static atomic_int run_done, seen_total;
static volatile int n_iter = 6;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}

static void finish(void) {
  while (!atomic_load_explicit(&run_done, memory_order_acquire))
    ;
  printf("seen %d\n", atomic_load(&seen_total));
  printf("destroyed %d\n", destroyed);
  fflush(stdout);
  exit(0);
}

static __attribute__((noinline)) void run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  int seen = 0;
#pragma omp parallel for num_threads(2) schedule(static) reduction(+ : seen) shared(h)
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    __atomic_fetch_add(s, i, __ATOMIC_RELAXED);
    arc_release(s);
    seen += destroyed;
  }
  arc_release(h);
  atomic_store(&seen_total, seen);
}

int main(void) {
#pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 0) {
#pragma omp task
      finish();
      run(n_iter);
      atomic_store_explicit(&run_done, 1, memory_order_release);
    }
  }
  printf("not reached\n");
  return 1;
}
