/* Attacks: arc.h's saturation rule with two handles (two arguments) that are the same object,
 * each with its own retain/release pair, one after the other in one iteration: in the source at
 * most one extra copy is held (peak 2^30 - 1). Hoisting both would hold two for the whole loop
 * (peak 2^30: IMMORTAL, never destroyed). One thread. The pass must refuse (H5/H8: the second
 * pair's retain may touch what the first pair's release destroys).
 * Correct output: "count before 1073741822", "acc 20, mortal", "destroyed", exit 0. */
// RUNTIME: default
// TIMEOUT: 120
#include <arc.h>
#include <stdio.h>
static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}
static volatile int n = 10;
__attribute__((noinline)) static long loop(long *x, long *y, int iters) {
  long acc = 0;
  for (int i = 0; i < iters; i++) {
    long *s = arc_retain(x);
    acc += *s;
    arc_release(s);
    long *t = arc_retain(y);
    acc += *t;
    arc_release(t);
  }
  return acc;
}
int main(void) {
  long *o = arc_alloc(sizeof *o, destroy);
  *o = 1;
  for (long i = 0; i < ARC_COUNT_SATURATION - 3; i++)
    arc_retain(o);
  printf("count before %ld\n", arc_count(o));
  long acc = loop(o, o, n);
  long c = arc_count(o);
  printf("acc %ld, %s\n", acc, c == ARC_COUNT_IMMORTAL ? "immortal" : "mortal");
  for (long i = 0; i < ARC_COUNT_SATURATION - 2; i++)
    arc_release(o);
  return 0;
}
