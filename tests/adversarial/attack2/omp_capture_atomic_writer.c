/* Attacks H2's OpenMP capture refinement: `h` is captured by reference into two regions; the
 * first (loading) region's loop reads it with plain loads; a second region, run in a loop of
 * rounds, replaces it with `#pragma omp atomic write` from one thread, and the rounds alternate.
 * Correct output: "round 0 sum 4000", "round 1 sum 8000", "round 2 sum 12000", then the
 * destroyed lines, exit 0. */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }
static volatile long n_iter = 1000;

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  long *objs[3] = {h, NULL, NULL};
  for (int r = 0; r < 3; r++) {
    long sum = 0;
    long n = n_iter;
#pragma omp parallel for reduction(+ : sum)
    for (long i = 0; i < n * 4; i++) {
      long *s = arc_retain(h);
      sum += *s;
      arc_release(s);
    }
    printf("round %d sum %ld\n", r, sum);
    if (r < 2) {
      long *next = arc_alloc(sizeof *next, destroy);
      *next = r + 2;
      objs[r + 1] = next;
#pragma omp parallel
      {
#pragma omp single
        {
#pragma omp atomic write
          h = next;
        }
      }
    }
  }
  for (int r = 0; r < 3; r++)
    arc_release(objs[r]);
  return 0;
}
