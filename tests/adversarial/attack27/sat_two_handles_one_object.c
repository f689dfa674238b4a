#include <arc.h>
#include <stdio.h>
static void destroy(void *p) { (void)p; printf("destroyed\n"); }
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
  for (long i = 0; i < ARC_COUNT_SATURATION - 3; i++) arc_retain(o);
  printf("count before %ld\n", arc_count(o));
  long acc = loop(o, o, n);
  long c = arc_count(o);
  printf("acc %ld, %s\n", acc, c == ARC_COUNT_IMMORTAL ? "immortal" : "mortal");
  for (long i = 0; i < ARC_COUNT_SATURATION - 2; i++) arc_release(o);
  return 0;
}
