/* Attacks the ownership search across __kmpc_fork_call (row OWNED_ACROSS_LOOP in a region body)
 * without any user code inside libomp: a detached task (`omp task detach(ev)`, OpenMP 5.0) whose
 * event is never fulfilled keeps the region's join waiting for ever, so __kmpc_fork_call never
 * returns and the forking function's use of h never comes. The forking function hands its
 * reference of h (destructor willreturn nounwind: sets `destroyed`) to `orig`, which a callee
 * drops in the loop's only iteration (thread 0 of two; thread 1 gets none), so that release is
 * the last one and the read after it sees `destroyed`; the task is created inside the pair. A
 * watcher thread started before the region waits until the loop is done, prints and ends the
 * process: whatever the schedule, the forking function cannot reach its use first.
 * Correct output: "seen 1", "destroyed 1", exit 0. */
#include <arc.h>
#include <omp.h>
#include <pthread.h>
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

static void *watcher(void *arg) {
  (void)arg;
  while (!atomic_load_explicit(&loop_done, memory_order_acquire))
    usleep(1000);
  printf("seen %d\n", atomic_load(&seen_total));
  printf("destroyed %d\n", destroyed);
  fflush(stdout);
  _exit(0); /* libomp's team is still waiting for the task: no exit handlers */
}

static __attribute__((noinline)) void run(int n) {
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
        omp_event_handle_t ev;
#pragma omp task detach(ev)
        {
        }
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
  pthread_t w;
  pthread_create(&w, NULL, watcher, NULL);
  run(n_iter);
  printf("not reached\n");
  return 1;
}
