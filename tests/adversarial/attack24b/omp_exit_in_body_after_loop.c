/* Attacks the ownership search in a region body: after the `for nowait` loop over the forking
 * function's h, the body calls exit() when the loop saw the object destroyed. The function hands
 * its reference to `orig`, which a callee drops in the last iteration (a team of one), so that
 * release is the last one in the source and the body then exits; the store through h after the
 * region is never reached. exit() outside the loop must stop the search.
 * Correct output: "seen 1", "destroyed 1", exit 0. */
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

static int destroyed;
static long *orig;
static volatile int n_iter = 4;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(orig);
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) void run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  orig = h;
#pragma omp parallel num_threads(1) shared(h)
  {
    int seen = 0;
#pragma omp for schedule(static) nowait
    for (int i = 0; i < n; i++) {
      long *s = arc_retain(h);
      *s += i;
      step(i, n);
      arc_release(s);
      seen += destroyed;
    }
    if (seen) {
      printf("seen %d\n", seen);
      printf("destroyed %d\n", destroyed);
      exit(0);
    }
  }
  *h = -1;
  arc_release(h);
}

int main(void) {
  run(n_iter);
  printf("not reached\n");
  return 1;
}
