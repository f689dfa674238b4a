/* Attacks the ownership search after __kmpc_fork_call: the forking function hands its own
 * reference to `extra` (it releases h's allocation reference before the region after retaining
 * it into `extra`); a first region (a team of one) loops over h and a callee drops `extra` in
 * the last iteration, whose release is then the last one (the read after it sees `destroyed`); a
 * second region prints and exits, so the store through h after it is never reached. The pass
 * must not take the second __kmpc_fork_call for a call that returns.
 * Correct output: "seen 1", "destroyed 1", exit 0. */
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
static void last_step_impl(int i, int n) {
  if (i == n - 1) {
    long *e = extra;
    extra = NULL;
    arc_release(e);
  }
}
static void (*volatile last_step)(int, int) = last_step_impl;

static __attribute__((noinline)) int run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  extra = arc_retain(h);
  int seen = 0;
  arc_release(h); /* the function keeps only `extra`, which the last iteration drops */
#pragma omp parallel for schedule(static) num_threads(1) reduction(+ : seen) shared(h)
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    __atomic_fetch_add(s, i, __ATOMIC_RELAXED);
    last_step(i, n);
    arc_release(s);
    seen += destroyed;
  }
#pragma omp parallel num_threads(1)
  {
    printf("seen %d\n", seen);
    printf("destroyed %d\n", destroyed);
    fflush(stdout);
    exit(0);
  }
  *h = 1; /* never reached */
  return seen;
}

int main(void) {
  int seen = run(n_iter);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  return 0;
}
