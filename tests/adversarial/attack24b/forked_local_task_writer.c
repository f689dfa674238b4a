/* Attacks row OMP_FORKED_LOCAL with a task: a region's `omp single` creates a task that swaps
 * the local h (shared into the task, so clang stores its address in the task); the region's end
 * waits for the task. Then the serial loop reloads h around an opaque call and checks the
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
static int calls;
static void opaque_impl(int i) { calls += i; }
static void (*volatile opaque)(int) = opaque_impl;

static __attribute__((noinline)) void run(int n) {
  long *h = arc_retain(g);
  long *old = g;
#pragma omp parallel shared(h)
  {
#pragma omp single
    {
#pragma omp task shared(h)
      {
        arc_release(h);
        h = arc_retain(next_obj);
      }
    }
  }
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    if (*s != 2)
      bad++;
    opaque(i);
    arc_release(s);
  }
  arc_release(h);
  swap_generation();
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
