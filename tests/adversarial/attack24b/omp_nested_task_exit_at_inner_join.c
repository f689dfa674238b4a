/* Attacks the ownership search across __kmpc_fork_call with nested parallelism: the forking
 * function is itself an outlined body (thread 0 of an outer team of one forks an inner team of
 * two, max-active-levels 2). It allocates h (destructor willreturn nounwind: sets `destroyed`),
 * keeps its reference in `orig`, and the inner region runs a static `omp for nowait` of one
 * iteration that creates a task inside the pair; a callee drops `orig`, so the release is the
 * last one and the read after it sees `destroyed`. The task runs at the inner region's join
 * (a task scheduling point inside __kmpc_fork_call), prints and exits, so the outer body never
 * releases h. Correct output: "seen 1", "destroyed 1", exit 0. */
#include <arc.h>
#include <omp.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static int destroyed;
static long *orig;
static atomic_int seen_total;
static atomic_int loop_done;
static volatile int n_iter = 1;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(orig);
}
static void (*volatile step)(int, int) = step_impl;

/* The task. libomp defers it (a team of two); an implementation may also run it at once, in
 * the pair, by the thread that creates it: it then ends the program there, with nothing to
 * wait for. Otherwise it waits until the loop is done (it never waits on the thread it is
 * waiting for) and reports. */
static void finish(int creator) {
  if (omp_get_thread_num() == creator && !atomic_load_explicit(&loop_done, memory_order_acquire)) {
    printf("task ran at once\n");
    fflush(stdout);
    _exit(0); /* the pair's references are outstanding here: no leak report */
  }
  while (!atomic_load_explicit(&loop_done, memory_order_acquire))
    ;
  printf("seen %d\n", atomic_load(&seen_total));
  printf("destroyed %d\n", destroyed);
  fflush(stdout);
  exit(0);
}

int main(void) {
  int n = n_iter;
  omp_set_max_active_levels(2);
#pragma omp parallel num_threads(1)
  {
    long *h = arc_alloc(sizeof(long), destroy);
    *h = 0;
    orig = h;
#pragma omp parallel num_threads(2) shared(h)
    {
      int seen = 0;
#pragma omp for schedule(static) nowait
      for (int i = 0; i < n; i++) {
        long *s = arc_retain(h);
        *s += i;
        if (i == n - 1) {
#pragma omp task
          finish(0);
        }
        step(i, n);
        arc_release(s);
        seen += destroyed;
        if (i == n - 1) {
          atomic_fetch_add(&seen_total, seen);
          atomic_store_explicit(&loop_done, 1, memory_order_release);
        }
      }
    }
    arc_release(h);
  }
  printf("not reached\n");
  return 1;
}
