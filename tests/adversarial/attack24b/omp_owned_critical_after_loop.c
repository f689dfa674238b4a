/* Row OMP_TEAM_SYNC_RETURNS: after the `for nowait` loop over the forking function's h, each
 * thread enters an `omp critical` section (a wait that is no team synchronisation; the docs say
 * it refuses). The function releases h after the region.
 * Correct output: "seen 0", "destroyed 1", exit 0 (OMP_NUM_THREADS=2). */
#include <arc.h>
#include <omp.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

static int destroyed;
static long *extra;
static volatile int n_iter = 6;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int i) {
  if (i == 2) {
    long *e = extra;
    extra = NULL;
    arc_release(e);
  }
}
static void (*volatile step)(int) = step_impl;

static __attribute__((noinline)) int run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  extra = arc_retain(h);
  int seen = 0;
#pragma omp parallel shared(h) reduction(+ : seen)
  {
#pragma omp for schedule(static) nowait
    for (int i = 0; i < n; i++) {
      long *s = arc_retain(h);
      __atomic_fetch_add(s, i, __ATOMIC_RELAXED);
      step(i);
      arc_release(s);
      seen += destroyed;
    }
    static int after;
#pragma omp critical
    after += 1;
  }
  arc_release(h);
  return seen;
}

int main(void) {
  int seen = run(n_iter);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  return 0;
}
