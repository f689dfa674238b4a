/* Attacks row OMP_DISPATCH_NO_FLUSH with a task: in a schedule(dynamic) loop of a team of one,
 * iteration 20 creates a task (`if(0)`: it runs at once) that swaps the global g; every
 * iteration retains g and checks the generation (iterations up to 20 see 1, later ones 2).
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
#pragma omp parallel for schedule(dynamic) num_threads(1)
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(g);
    if (*s != (i <= 20 ? 1 : 2))
      bad++;
    if (i == 20) {
#pragma omp task if (0)
      swap_generation();
    }
    arc_release(s);
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
