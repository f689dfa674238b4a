/* Attacks (thread-local rewrite): a per-iteration object handed to an OpenMP task
 * (firstprivate). The task may run on another thread of the team, which retains and releases
 * the object. The object goes into the task's private block from __kmpc_omp_task_alloc and is
 * handed over by __kmpc_omp_task, not by a fork call. It must stay SHARED.
 * Correct output: "sum 2016", "destroyed 64 objects", exit 0. */
#include <arc.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

static atomic_int destroyed;
static void destroy(void *p) {
  (void)p;
  atomic_fetch_add(&destroyed, 1);
}

int main(void) {
  long sum = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    for (long i = 0; i < 64; i++) {
      long *o = arc_alloc(sizeof *o, destroy);
      *o = i;
      for (int k = 0; k < 10; k++) { /* local work on the object */
        long *s = arc_retain(o);
        *s += 0;
        arc_release(s);
      }
#pragma omp task firstprivate(o) shared(sum)
      {
        usleep(100);
        long *s = arc_retain(o);
#pragma omp atomic
        sum += *s;
        arc_release(s);
        arc_release(o);
      }
    }
#pragma omp taskwait
  }
  printf("sum %ld\n", sum);
  printf("destroyed %d objects\n", atomic_load(&destroyed));
  return 0;
}
