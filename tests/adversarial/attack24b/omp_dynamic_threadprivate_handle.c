/* Rows OMP_DISPATCH_NO_FLUSH / OMP_BOOKKEEPING_RETURNS with a threadprivate handle: each thread
 * of the team gets its own copy of `tp` by copyin (the master's, holding the first object,
 * retained once per thread for its copy), a schedule(dynamic) loop retains and releases tp each
 * iteration, then each thread releases its copy. Checks the counts (checking runtime) and the
 * generation.
 * Correct output: "bad 0", "gen 2", "destroyed 2", exit 0 (OMP_NUM_THREADS=2). */
#include <arc.h>
#include <omp.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

static long *g; /* holds one counted reference to the current generation's object */
static long gen = 1;
static long *next_obj;
static int bad;
static volatile int n_iter = 64;
static int destroyed;
static void destroy(void *p) {
  (void)p;
  __atomic_fetch_add(&destroyed, 1, __ATOMIC_RELAXED);
}
/* called by the one writer at the switch: g takes over next_obj's reference; the caller
 * releases the old object's reference when no reader can hold it any more */
static __attribute__((noinline)) void swap_generation(void) {
  g = next_obj;
  gen = 2;
}
static long *tp;
#pragma omp threadprivate(tp)

static __attribute__((noinline)) void run(int n) {
#pragma omp parallel copyin(tp)
  {
    arc_retain(tp); /* each copy holds a reference */
#pragma omp for schedule(dynamic, 3)
    for (int i = 0; i < n; i++) {
      long *s = arc_retain(tp);
      if (*s != 1)
        __atomic_fetch_add(&bad, 1, __ATOMIC_RELAXED);
      arc_release(s);
    }
    arc_release(tp);
  }
  long *old = g;
  swap_generation();
  arc_release(old);
}

int main(void) {
  g = arc_alloc(sizeof(long), destroy);
  *g = 1;
  next_obj = arc_alloc(sizeof(long), destroy);
  *next_obj = 2;
  tp = g;
  run(n_iter);
  printf("bad %d\n", bad);
  printf("gen %ld\n", gen);
  arc_release(g);
  printf("destroyed %d\n", destroyed);
  return 0;
}
