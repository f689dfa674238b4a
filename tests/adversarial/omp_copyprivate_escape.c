/* Attacks (thread-local rewrite): an object made inside `omp single` and broadcast to the team
 * with copyprivate; every thread then retains/releases it in a loop.
 * Correct output: "total 2000", "destroyed", exit 0. */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

int main(void) {
  long total = 0;
  long *o;
#pragma omp parallel num_threads(2) private(o) reduction(+ : total)
  {
#pragma omp single copyprivate(o)
    {
      o = arc_alloc(sizeof *o, destroy);
      *o = 1;
      arc_retain(o); /* one reference per thread of the team (2 threads) */
    }
    for (int i = 0; i < 1000; i++) {
      long *s = arc_retain(o);
      total += *s;
      arc_release(s);
    }
    arc_release(o);
  }
  printf("total %ld\n", total);
  return 0;
}
