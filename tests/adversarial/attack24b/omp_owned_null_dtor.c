/* Row KNOWN_DESTRUCTOR_RETURNS with a NULL destructor, in an OpenMP region: as omp_owned_control
 * but h has no destructor; the window reads `destroyed`, which only an unrelated object's
 * destructor (allocated and released in main before the run) sets. Checks the hoist leaves the
 * count right (checking runtime: no leak, no double release).
 * Correct output: "seen 6", "destroyed 1", exit 0 (OMP_NUM_THREADS=2). */
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
  long *h = arc_alloc(sizeof(long), NULL);
  *h = 0;
  extra = arc_retain(h);
  int seen = 0;
#pragma omp parallel for schedule(static) reduction(+ : seen) shared(h)
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
  arc_release(arc_alloc(8, destroy));
  int seen = run(n_iter);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  return 0;
}
