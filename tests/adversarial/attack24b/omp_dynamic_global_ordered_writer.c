/* Attacks row OMP_DISPATCH_NO_FLUSH with an `ordered` loop: schedule(dynamic) ordered; inside
 * the ordered region iteration 20 stores the new object into g (a plain store) and every
 * iteration retains g, checks the generation (iterations before 20 see 1, the others 2) and
 * releases it; the old object is released after the region.
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
#pragma omp parallel for schedule(dynamic) ordered
  for (int i = 0; i < n; i++) {
#pragma omp ordered
    {
      if (i == 20) {
        g = next_obj;
        gen = 2;
      }
      long *s = arc_retain(g);
      if (*s != (i < 20 ? 1 : 2))
        bad++;
      arc_release(s);
    }
  }
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
