/* Attacks (thread-local rewrite): a per-iteration object in a parallel loop that leaves its
 * worker through lastprivate: the worker that ran the last iteration (thread 1 under
 * schedule(static) with 2 threads) writes it to the shared variable, and the main thread then
 * retains/releases it. Objects of other iterations are released in the loop.
 * Correct output: "last 99", "destroyed 100 objects", exit 0. */
#include <arc.h>
#include <stdatomic.h>
#include <stdio.h>

static atomic_int destroyed;
static void destroy(void *p) {
  (void)p;
  atomic_fetch_add(&destroyed, 1);
}

int main(void) {
  long *last = NULL;
#pragma omp parallel for schedule(static) lastprivate(last) num_threads(2)
  for (int i = 0; i < 100; i++) {
    long *o = arc_alloc(sizeof *o, destroy);
    *o = i;
    long *s = arc_retain(o);
    *s += 0;
    arc_release(s);
    if (i == 99)
      last = o;
    else
      arc_release(o);
  }
  for (int k = 0; k < 10; k++) {
    long *s = arc_retain(last);
    arc_release(s);
  }
  printf("last %ld\n", *last);
  arc_release(last);
  printf("destroyed %d objects\n", atomic_load(&destroyed));
  return 0;
}
