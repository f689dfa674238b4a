/* Attacks rows OWNED_ACROSS_LOOP / OMP_TEAM_SYNC_RETURNS with a barrier inside the loop: each
 * thread of a team of two runs the same plain loop over the forking function's h (destructor
 * willreturn nounwind: sets `destroyed`); each iteration takes its pair, releases it, reads
 * `destroyed` and then meets the other thread at `omp barrier`. A callee drops the function's
 * second reference (`extra`) in iteration 2 on thread 0; the function releases h after the
 * region. The barrier in the window may wait: it must stay a way out (not a team-sync entry
 * that returns) inside the loop.
 * Correct output: "seen 0", "destroyed 1", exit 0. */
#include <arc.h>
#include <omp.h>
#include <stdio.h>

static int destroyed;
static long *extra;
static volatile int n_iter = 6;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int t, int i) {
  if (t == 0 && i == 2) {
    long *e = extra;
    extra = NULL;
    arc_release(e);
  }
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) int run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  extra = arc_retain(h);
  int seen = 0;
#pragma omp parallel num_threads(2) shared(h) reduction(+ : seen)
  {
    int t = omp_get_thread_num();
    for (int i = 0; i < n; i++) {
      long *s = arc_retain(h);
      __atomic_fetch_add(s, i, __ATOMIC_RELAXED);
      step(t, i);
      arc_release(s);
      seen += destroyed;
#pragma omp barrier
    }
  }
  *h = -1;
  arc_release(h);
  return seen;
}

int main(void) {
  int seen = run(n_iter);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  return 0;
}
