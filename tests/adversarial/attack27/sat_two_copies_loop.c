/* Attacks: the saturation rule (arc.h) against a loop holding two copies of one handle at once
 * (`a = retain(x); b = retain(x); ...`), which the pass handles only under delete-pairs (README,
 * Known limits: "one hoisted reference is fewer than the source holds there"). One thread. The
 * object starts the loop at count 2^30 - 2: in the source every iteration's second retain takes
 * it to 2^30, so it saturates in the first iteration and is never destroyed. With fewer
 * references held at once the count peaks below 2^30 and the object is destroyed at the end.
 * Correct output: "count before 1073741822", "acc 20, immortal", exit 0 (no "destroyed"). */
// ENV: ARCELIDE_OPTIONS=delete-pairs
// RUNTIME: default
// TIMEOUT: 120
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}
static volatile int n = 10;

__attribute__((noinline)) static long loop(long *x, int iters) {
  long acc = 0;
  for (int i = 0; i < iters; i++) {
    long *a = arc_retain(x);
    long *b = arc_retain(x);
    acc += *a + *b;
    arc_release(b);
    arc_release(a);
  }
  return acc;
}

int main(void) {
  long *o = arc_alloc(sizeof *o, destroy);
  *o = 1;
  for (long i = 0; i < ARC_COUNT_SATURATION - 3; i++)
    arc_retain(o);
  printf("count before %ld\n", arc_count(o));
  long acc = loop(o, n);
  printf("acc %ld, %s\n", acc, arc_count(o) == ARC_COUNT_IMMORTAL ? "immortal" : "mortal");
  for (long i = 0; i < ARC_COUNT_SATURATION - 2; i++)
    arc_release(o);
  return 0;
}
