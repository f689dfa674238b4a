/* Fires: objects the forking function keeps alive across an OpenMP region (H8, row
 * OWNED_ACROSS_LOOP). run() allocates h (destructor known to return), shares it with a parallel
 * loop whose body reads the captured bound and a global after each release, and releases h after
 * the region; the pair is hoisted out of the parallel loop. Same output, the destructor runs once,
 * after the region, in both builds.
 * Correct output: "sum 4950 destroyed 1", exit 0. */
// EXPECT-REMARK: hoisted retain/release of .* out of the parallel loop
// CFLAGS: ${OPENMP_FLAGS:--fopenmp}
#include <arc.h>
#include <stdio.h>

static long destroyed;
long scale = 1;

static void destroy(void *x) {
  (void)x;
  destroyed++;
}

__attribute__((noinline)) static long use(long *s, long i) { return *s + i; }

__attribute__((noinline)) static long run(long n) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 0;
  long out[100];
#pragma omp parallel for
  for (long i = 0; i < n; i++) {
    long *s = arc_retain(h);
    long v = use(s, i);
    arc_release(s);
    out[i] = v * scale + destroyed; /* reads after the release */
  }
  arc_release(h);
  long sum = 0;
  for (long i = 0; i < n; i++)
    sum += out[i];
  return sum;
}

int main(void) {
  long sum = run(100);
  printf("sum %ld destroyed %ld\n", sum, destroyed);
  return 0;
}
