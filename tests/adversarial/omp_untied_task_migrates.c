/* Attacks (thread-local rewrite): objects made inside untied OpenMP tasks. An untied task may be
 * suspended at a task scheduling point (taskyield, creating a task) and resumed by another
 * thread of the team; the object then gets retained and released on a thread that did not
 * allocate it. It must not be made LOCAL.
 * Correct output: "sum 32640", "destroyed 256", exit 0 (whichever threads run the parts). */
#include <arc.h>
#include <stdatomic.h>
#include <stdio.h>

static atomic_int destroyed;
static void destroy(void *p) {
  (void)p;
  atomic_fetch_add(&destroyed, 1);
}

static long total;

int main(void) {
#pragma omp parallel num_threads(2)
#pragma omp single
  for (long t = 0; t < 256; t++) {
#pragma omp task untied firstprivate(t)
    {
      long *o = arc_alloc(sizeof *o, destroy);
      *o = t;
      for (int i = 0; i < 100; i++) {
        long *s = arc_retain(o);
        *s += 0;
        arc_release(s);
      }
#pragma omp task
      { /* a child task: a scheduling point for the untied parent */
      }
#pragma omp taskyield
      long v = 0;
      for (int i = 0; i < 100; i++) {
        long *s = arc_retain(o);
        v = *s;
        arc_release(s);
      }
#pragma omp atomic
      total += v;
      arc_release(o);
    }
  }
  printf("sum %ld\n", total);
  printf("destroyed %d\n", atomic_load(&destroyed));
  return 0;
}
