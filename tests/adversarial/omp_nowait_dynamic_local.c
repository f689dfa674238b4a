/* Attacks: a parallel loop (schedule(dynamic,1), nowait) over a handle made by each worker for
 * itself before the loop, plus a shared handle. A worker may get no chunk at all. The worker's
 * own object is released right after the loop; the shared one by the main thread after the
 * region.
 * Correct output: "sum 4950", "destroyed shared", exit 0 (worker objects are not printed). */
#include <arc.h>
#include <stdio.h>

static void destroy_shared(void *p) {
  (void)p;
  printf("destroyed shared\n");
}

int main(void) {
  long *shared = arc_alloc(sizeof *shared, destroy_shared);
  *shared = 1;
  long sum = 0;
#pragma omp parallel num_threads(2) reduction(+ : sum)
  {
    long *mine = arc_alloc(sizeof *mine, NULL);
    *mine = 0;
#pragma omp for schedule(dynamic, 1) nowait
    for (int i = 0; i < 100; i++) {
      long *a = arc_retain(shared);
      long *b = arc_retain(mine);
      sum += i * *a + *b;
      arc_release(b);
      arc_release(a);
    }
    arc_release(mine);
  }
  printf("sum %ld\n", sum);
  arc_release(shared);
  return 0;
}
