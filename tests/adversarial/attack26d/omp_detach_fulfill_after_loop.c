/* Attacks the no-task rule of an OpenMP region body (row OWNED_ACROSS_LOOP) with a task queued by
 * omp_fulfill_event: before the loop thread 0 creates a detached task (event `ev`) and a task that
 * depends on it in the body (the event stops the dependent task from running); thread 0 fulfills
 * the event after the loop in the body, which makes the dependent task ready (libomp queues it, or
 * runs it at once). The forking function `run` gives its reference of h (destructor sets
 * `destroyed`) to `orig`, which a callee drops in the last (only) iteration of a static `for
 * nowait` loop on thread 0, so the loop's release is the last one and the read after it sees the
 * destructor; the dependent task then exits (at the join, or in omp_fulfill_event), and the use
 * after the region (a release) never comes. Hoisted, the read would see 0.
 * Correct output: "seen 1", "destroyed 1", exit 0. */
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
static __thread int is_creator; /* set by the thread that creates the task */
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

/* The exiting task: waits until the loop is done (never on a thread it waits for), reports,
 * exits. Run at once by its creator (is_creator), in the pair (an implementation may do that;
 * libomp does not in a team of two), it says so and ends the program there, with nothing to wait
 * for. */
static void finish(void) {
  if (is_creator && !atomic_load_explicit(&loop_done, memory_order_acquire)) {
    printf("task ran at once\n");
    fflush(stdout);
    _exit(0);
  }
  while (!atomic_load_explicit(&loop_done, memory_order_acquire))
    ;
  printf("seen %d\n", atomic_load(&seen_total));
  printf("destroyed %d\n", destroyed);
  fflush(stdout);
  exit(0);
}
static omp_event_handle_t ev;
static int dep;
static __attribute__((noinline)) void run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  orig = h; /* run gives its reference away: a callee drops it in the last iteration */
#pragma omp parallel num_threads(2) shared(h)
  {
    int seen = 0;
#pragma omp masked
    {
      is_creator = 1;
#pragma omp task detach(ev) depend(out : dep)
      {
      }
      is_creator = 1;
#pragma omp task depend(in : dep)
      finish();
    }
#pragma omp for schedule(static) nowait
    for (int i = 0; i < n; i++) {
      long *s = arc_retain(h);
      *s += i;

      step(i, n);
      arc_release(s);
      seen += destroyed;
      if (i == n - 1) {
        atomic_fetch_add(&seen_total, seen);
        atomic_store_explicit(&loop_done, 1, memory_order_release);
      }
    }
#pragma omp masked
    omp_fulfill_event(ev);
  }
  arc_release(h); /* never reached */
}

int main(void) {
  run(n_iter);
  printf("not reached\n");
  return 1;
}
