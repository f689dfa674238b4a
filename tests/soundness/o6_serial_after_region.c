/* Fires: a serial loop after a parallel region over the same handle, whose variable's address
 * went to __kmpc_fork_call (H2 row OMP_FORKED_LOCAL: outside the fork call no other code can
 * reach the variable). Both loops are hoisted; the destructor runs once, after both.
 * Correct output: "sums 4950 4950 destroyed 1", exit 0. */
// EXPECT-REMARK: hoisted retain/release of .* out of the loop at
// CFLAGS: ${OPENMP_FLAGS:--fopenmp}
#include <arc.h>
#include <stdio.h>

static long destroyed;

static void destroy(void *x) {
  (void)x;
  destroyed++;
}

__attribute__((noinline)) long use(long *s, long i);
__attribute__((noinline)) long use(long *s, long i) { return *s + i; }

__attribute__((noinline)) static void run(long n) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 0;
  long par = 0, ser = 0;
#pragma omp parallel for reduction(+ : par)
  for (long i = 0; i < n; i++) {
    long *s = arc_retain(h);
    par += use(s, i);
    arc_release(s);
  }
  for (long i = 0; i < n; i++) {
    long *s = arc_retain(h);
    ser += use(s, i);
    arc_release(s);
  }
  arc_release(h);
  printf("sums %ld %ld destroyed %ld\n", par, ser, destroyed);
}

int main(void) {
  run(100);
  return 0;
}
