/* Attacks the ownership search's "on from every fork call that starts the body" (row
 * OWNED_ACROSS_LOOP in a region body): loop_region() holds a parallel loop over its argument's
 * capture and is inlined into two callers, so one outlined body has two __kmpc_fork_call sites.
 * keeps() allocates h (destructor willreturn nounwind: increments `destroyed`), gives a second
 * reference to `extra`, which a callee drops in iteration 2, and releases h after the region.
 * hands_over() allocates h and gives its only reference to `orig`, which a callee drops in the
 * last iteration: that iteration's release is the last one in hands_over(), and nothing touches
 * h after the region there. The read of `destroyed` after each release counts into `seen`.
 * Correct output: "keeps: seen 0", "hands_over: seen 1", "destroyed 2", exit 0
 * (a team of one: the order of the iterations is fixed). */
#include <arc.h>
#include <stdio.h>

static int destroyed;
static long *extra, *orig;
static volatile int n_iter = 4;
static void destroy(void *p) {
  (void)p;
  destroyed++;
}
static void step_impl(int i, int n) {
  if (extra && i == 2) {
    long *e = extra;
    extra = NULL;
    arc_release(e);
  }
  if (orig && i == n - 1) {
    long *o = orig;
    orig = NULL;
    arc_release(o);
  }
}
static void (*volatile step)(int, int) = step_impl;

static inline __attribute__((always_inline)) int loop_region(long *h, int n) {
  int seen = 0;
  int base = destroyed;
#pragma omp parallel for schedule(static) num_threads(1) reduction(+ : seen) shared(h)
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i, n);
    arc_release(s);
    seen += destroyed - base;
  }
  return seen;
}

static __attribute__((noinline)) int keeps(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  extra = arc_retain(h);
  int seen = loop_region(h, n);
  arc_release(h);
  return seen;
}

static __attribute__((noinline)) int hands_over(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  orig = h;
  return loop_region(h, n);
}

int main(void) {
  printf("keeps: seen %d\n", keeps(n_iter));
  printf("hands_over: seen %d\n", hands_over(n_iter));
  printf("destroyed %d\n", destroyed);
  return 0;
}
