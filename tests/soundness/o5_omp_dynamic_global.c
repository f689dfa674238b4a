/* Fires: a handle in a global, copied in a schedule(dynamic) loop (H2 row OMP_DISPATCH_NO_FLUSH:
 * __kmpc_dispatch_next writes only its bounds and implies no flush). The pair leaves the chunk
 * loop and, lazily, the dispatch loop: one retain per worker. use() is visible and writes only
 * the iteration's own element of the array it is given (LLVM infers memory(argmem: ...)).
 * Correct output: "sum 4950 destroyed 1", exit 0. */
// EXPECT-REMARK: hoisted retain/release of 'shared' out of the OpenMP dispatch loop
// CFLAGS: ${OPENMP_FLAGS:--fopenmp}
#include <arc.h>
#include <stdio.h>

static long destroyed;
long *shared;

static void destroy(void *x) {
  (void)x;
  destroyed++;
}

__attribute__((noinline)) static void use(long *s, long i, long *to) { to[i] = *s + i; }

__attribute__((noinline)) static long run(long n) {
  long out[100];
#pragma omp parallel for schedule(dynamic, 7)
  for (long i = 0; i < n; i++) {
    long *s = arc_retain(shared);
    use(s, i, out);
    arc_release(s);
  }
  long sum = 0;
  for (long i = 0; i < n; i++)
    sum += out[i];
  return sum;
}

int main(void) {
  shared = arc_alloc(sizeof *shared, destroy);
  *shared = 0;
  long sum = run(100);
  arc_release(shared);
  printf("sum %ld destroyed %ld\n", sum, destroyed);
  return 0;
}
