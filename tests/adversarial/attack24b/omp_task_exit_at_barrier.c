/* Attacks row OMP_TEAM_SYNC_RETURNS (ownership inside a parallel region): the implicit barrier
 * of `omp for` (__kmpc_barrier) is a task scheduling point, so it runs deferred tasks, i.e.
 * user code that may not return. The forking function allocates h (destructor willreturn
 * nounwind: sets `destroyed`) and keeps its own reference in `orig`. A static worksharing loop
 * over h (one iteration: thread 0 runs it, thread 1 gets no iteration) creates a task inside the
 * pair, then a callee drops `orig`, so the iteration's release is the last one; the read of
 * `destroyed` after it goes into `seen`. At the loop's barrier the task (run by either thread;
 * it waits until the loop is done) prints and exits, so the forking function never releases h.
 * Correct output (libomp, which defers the task): "seen 1", "destroyed 1", exit 0
 * (OMP_NUM_THREADS=2). */
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

static __attribute__((noinline)) void run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  orig = h;
#pragma omp parallel num_threads(2) shared(h)
  {
    int seen = 0;
#pragma omp for schedule(static)
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

int main(void) {
  run(n_iter);
  printf("not reached\n");
  return 1;
}
