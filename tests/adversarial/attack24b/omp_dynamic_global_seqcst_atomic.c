/* Attacks row OMP_DISPATCH_NO_FLUSH with OpenMP atomics: schedule(dynamic) loop; g is read with
 * `omp atomic read seq_cst` each iteration and written with `omp atomic write seq_cst` by
 * iteration 20 (the old object stays alive in `old_ref` until the region ends, so readers that
 * still hold it are fine); each reader checks that what it retained is either object. Then the
 * output does not depend on the schedule; the pair retained from a stale preheader copy would
 * still be one of the two, so the check is the counts (checking runtime).
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

static __attribute__((noinline)) void run(int n) {
  long *old = g;
#pragma omp parallel for schedule(dynamic)
  for (int i = 0; i < n; i++) {
    long *cur;
    if (i == 20) {
#pragma omp atomic write seq_cst
      g = next_obj;
    }
#pragma omp atomic read seq_cst
    cur = g;
    long *s = arc_retain(cur);
    if (*s != 1 && *s != 2)
      __atomic_fetch_add(&bad, 1, __ATOMIC_RELAXED);
    arc_release(s);
  }
  gen = 2;
  arc_release(old);
}

int main(void) {
  g = arc_alloc(sizeof(long), destroy);
  *g = 1;
  next_obj = arc_alloc(sizeof(long), destroy);
  *next_obj = 2;
  run(n_iter);
  printf("bad %d\n", bad);
  printf("gen %ld\n", gen);
  arc_release(g);
  printf("destroyed %d\n", destroyed);
  return 0;
}
