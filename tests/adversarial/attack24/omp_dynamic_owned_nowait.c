/* Checks OWNED_ACROSS_LOOP with the lazy hoist over an OpenMP dispatch loop: in a parallel
 * region each thread allocates its own object (destructor: an atomic add), hands an extra
 * reference to a per-thread slot that a callee drops in the thread's third chunk, runs a
 * `for schedule(dynamic, 1) nowait` loop with a pair and a read of a per-thread counter after
 * each release, then stores through the object, waits at a barrier and releases it. Correct
 * output: "destroyed 2", "seen 0", exit 0 (OMP_NUM_THREADS=2). */
#include <arc.h>
#include <omp.h>
#include <stdatomic.h>
#include <stdio.h>

static atomic_int destroyed;
static long *extra[64];
static int chunks[64];
static volatile int n_iter = 40;
static void destroy(void *p) {
  (void)p;
  atomic_fetch_add_explicit(&destroyed, 1, memory_order_relaxed);
}
static void step_impl(int t) {
  if (++chunks[t * 8] == 3)
    arc_release(extra[t]);
}
static void (*volatile step)(int) = step_impl;

int main(void) {
  int total_seen = 0;
  int n = n_iter;
#pragma omp parallel num_threads(2) reduction(+ : total_seen)
  {
    int t = omp_get_thread_num();
    long *h = arc_alloc(sizeof(long), destroy);
    *h = t;
    extra[t] = arc_retain(h);
    int seen = 0;
#pragma omp for schedule(dynamic, 1) nowait
    for (int i = 0; i < n; i++) {
      long *s = arc_retain(h);
      *s += i;
      step(t);
      arc_release(s);
      seen += chunks[t * 8] > 1000;
    }
    *h = -1;
    if (chunks[t * 8] < 3) /* a thread that got fewer than 3 chunks drops its extra itself */
      arc_release(extra[t]);
#pragma omp barrier
    arc_release(h);
    total_seen += seen;
  }
  printf("destroyed %d\n", atomic_load(&destroyed));
  printf("seen %d\n", total_seen);
  return 0;
}
