/* Rows OMP_PRIVATE_CAPTURE / OMP_FORKED_LOCAL with `copyprivate`: in a region, `omp single
 * copyprivate(h)` allocates the object (one reference per thread, taken in the single) and
 * broadcasts the private h to every thread (libomp gets the private variable's address); each
 * thread then loops over its h with a pair per iteration and an opaque call, then releases its
 * reference. Checks the counts (checking runtime, ASan) and the object's sum.
 * Correct output: "sum 30", "destroyed 1", exit 0 (OMP_NUM_THREADS=2). */
#include <arc.h>
#include <omp.h>
#include <stdio.h>

static int destroyed;
static volatile int n_iter = 6;
static long total;
static void destroy(void *p) {
  total = *(long *)p;
  destroyed = 1;
}
static int calls;
static void opaque_impl(int i) { __atomic_fetch_add(&calls, i, __ATOMIC_RELAXED); }
static void (*volatile opaque)(int) = opaque_impl;

int main(void) {
  int n = n_iter;
#pragma omp parallel num_threads(2)
  {
    long *h;
#pragma omp single copyprivate(h)
    {
      h = arc_alloc(sizeof(long), destroy);
      *h = 0;
      for (int t = 1; t < omp_get_num_threads(); t++)
        arc_retain(h);
    }
    for (int i = 0; i < n; i++) {
      long *s = arc_retain(h);
      __atomic_fetch_add(s, i, __ATOMIC_RELAXED);
      opaque(i);
      arc_release(s);
    }
    arc_release(h);
  }
  printf("sum %ld\n", total);
  printf("destroyed %d\n", destroyed);
  return 0;
}
