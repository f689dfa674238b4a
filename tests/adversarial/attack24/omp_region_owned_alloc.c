/* Checks OWNED_ACROSS_LOOP inside an OpenMP region: each thread of a parallel region allocates
 * its own object (destructor: an atomic add, willreturn nounwind), publishes an extra reference
 * in a per-thread slot that a callee drops half-way, loops over a pair with a read of a shared
 * atomic counter after each release, then stores through the object and releases it. Correct
 * output: "destroyed 2", "seen 0", exit 0 (OMP_NUM_THREADS=2). */
#include <arc.h>
#include <omp.h>
#include <stdatomic.h>
#include <stdio.h>

static atomic_int destroyed;
static long *extra[64];
static volatile int n_iter = 6;
static void destroy(void *p) {
  (void)p;
  atomic_fetch_add_explicit(&destroyed, 1, memory_order_relaxed);
}
static void step_impl(int t, int i) {
  if (i == 2)
    arc_release(extra[t]);
}
static void (*volatile step)(int, int) = step_impl;

int main(void) {
  int total_seen = 0;
  int n = n_iter;
#pragma omp parallel num_threads(2) reduction(+ : total_seen)
  {
    int t = omp_get_thread_num();
    long *h = arc_alloc(sizeof(long), destroy);
    *h = t;
    extra[t] = arc_retain(h);
    int seen = 0;
    for (int i = 0; i < n; i++) {
      long *s = arc_retain(h);
      *s += i;
      step(t, i);
      arc_release(s);
      seen += atomic_load_explicit(&destroyed, memory_order_relaxed);
    }
    *h = -1;
#pragma omp barrier
    arc_release(h); /* after every thread's loop: what the loops read is deterministic */
    total_seen += seen;
  }
  printf("destroyed %d\n", atomic_load(&destroyed));
  printf("seen %d\n", total_seen);
  return 0;
}
