/* Attacks rows OWNED_ACROSS_LOOP / OMP_TEAM_SYNC_RETURNS inside one region body (no fork path):
 * each thread of a team of two allocates its own h (destructor willreturn nounwind: counts into
 * `destroyed` and sets dead[t]) and gives its reference to orig[t]; it loops over h, and in the
 * last iteration a callee drops orig[t], so that iteration's release is the last one and the read
 * after it sees the count. Thread 0 also creates a task inside the pair of its last iteration.
 * After the loop each thread publishes its `seen`, then `omp barrier`: every task of the region
 * completes before any thread leaves it, so the task (it waits for both threads' results) prints
 * and exits there, and the store through h after the barrier is never reached. Correct output
 * (libomp, which defers the task): "seen 2", "destroyed 2", exit 0 (a team of two). */
#include <arc.h>
#include <omp.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static atomic_int destroyed;
static long *orig[2];
static atomic_int seen_total;
static atomic_int loops_done;
static atomic_int creator_done; /* thread 0 has left its loop */
static volatile int n_iter = 3;
static int dead[2]; /* dead[t]: thread t's object was destroyed (only thread t touches it) */
static void destroy(void *p) {
  dead[*(long *)p & 1] = 1;
  atomic_fetch_add_explicit(&destroyed, 1, memory_order_relaxed);
}
static void step_impl(int t, int i, int n) {
  if (i == n - 1)
    arc_release(orig[t]);
}
static void (*volatile step)(int, int, int) = step_impl;

/* The task. libomp defers it (a team of two); an implementation may also run it at once, in
 * the pair, by the thread that creates it: it then ends the program there, with nothing to
 * wait for. Otherwise it waits until the loop is done (it never waits on the thread it is
 * waiting for) and reports. */
static void finish(int creator) {
  if (omp_get_thread_num() == creator &&
      !atomic_load_explicit(&creator_done, memory_order_acquire)) {
    printf("task ran at once\n");
    fflush(stdout);
    _exit(0); /* the pair's references are outstanding here: no leak report */
  }
  while (atomic_load_explicit(&loops_done, memory_order_acquire) != 2)
    ;
  printf("seen %d\n", atomic_load(&seen_total));
  printf("destroyed %d\n", atomic_load(&destroyed));
  fflush(stdout);
  exit(0);
}

int main(void) {
  int n = n_iter;
#pragma omp parallel num_threads(2)
  {
    int t = omp_get_thread_num();
    long *h = arc_alloc(sizeof(long), destroy);
    *h = t;
    orig[t] = h;
    int seen = 0;
    for (int i = 0; i < n; i++) {
      long *s = arc_retain(h);
      *s += 2 * i;
      if (t == 0 && i == n - 1) {
#pragma omp task
        finish(0);
      }
      step(t, i, n);
      arc_release(s);
      seen += dead[t];
    }
    atomic_fetch_add(&seen_total, seen);
    atomic_fetch_add_explicit(&loops_done, 1, memory_order_release);
    if (t == 0)
      atomic_store_explicit(&creator_done, 1, memory_order_release);
#pragma omp barrier
    *h = -1; /* never reached: the task ends the program at the barrier */
    arc_release(h);
  }
  printf("not reached\n");
  return 1;
}
