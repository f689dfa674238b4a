/* Row OMP_TEAM_SYNC_RETURNS with a user-defined reduction: the combiner is user code that
 * libomp's reduction entry calls (tree method forced with KMP_FORCE_REDUCTION=tree); it writes a
 * global log (and calls exit() only if a sum goes negative, which never happens). Loop over the
 * forking function's h reads `destroyed` after each release; the function releases h after the
 * region.
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
static int combines;
static int combine(int a, int b) {
  if (a + b < 0)
    exit(3);
  __atomic_fetch_add(&combines, 1, __ATOMIC_RELAXED);
  return a + b;
}
#pragma omp declare reduction(cplus:int : omp_out = combine(omp_out, omp_in))                      \
    initializer(omp_priv = 0)
__attribute__((constructor)) static void force_tree(void) {
  setenv("KMP_FORCE_REDUCTION", "tree", 1);
}

static __attribute__((noinline)) int run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  extra = arc_retain(h);
  int seen = 0;
#pragma omp parallel for schedule(static) reduction(cplus : seen) shared(h)
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    __atomic_fetch_add(s, i, __ATOMIC_RELAXED);
    step(i);
    arc_release(s);
    seen += destroyed;
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
