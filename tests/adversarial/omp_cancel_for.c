/* Attacks: a parallel loop on a shared handle that is cancelled (omp cancel for) partway; the
 * threads leave the loop through the cancellation branches. Every way out must drop what the
 * worker took. Cancellation is switched on with OMP_CANCELLATION=true before the first OpenMP
 * call. The sum depends on timing, so only the count and the destructor are printed.
 * Correct output: "count after the region 1", "destroyed", exit 0. */
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

int main(void) {
  setenv("OMP_CANCELLATION", "true", 1);
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  long sum = 0;
#pragma omp parallel num_threads(2) reduction(+ : sum)
  {
#pragma omp for schedule(static, 16)
    for (int i = 0; i < 100000; i++) {
      long *s = arc_retain(h);
      sum += *s;
      arc_release(s);
      if (i == 50) {
#pragma omp cancel for
      }
#pragma omp cancellation point for
    }
  }
  printf("count after the region %ld\n", arc_count(h));
  arc_release(h);
  return sum > 0 ? 0 : 3;
}
