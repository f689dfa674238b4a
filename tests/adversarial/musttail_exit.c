/* Attacks (IR validity): the loop's exit goes straight into a musttail call and return; a release
 * placed at the exit must go before the call (a musttail call must be followed by ret).
 * Correct output: "tail 10", "count 1", "destroyed", exit 0. */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static __attribute__((noinline)) long tail(long *h, long acc) {
  printf("tail %ld\n", acc);
  return acc + *h - 1;
}

static volatile int n = 10;

static __attribute__((noinline)) long run(long *h, long acc) {
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    acc += *s;
    arc_release(s);
  }
  __attribute__((musttail)) return tail(h, acc);
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  long r = run(h, 0);
  printf("count %ld\n", arc_count(h));
  arc_release(h);
  return r == 10 ? 0 : 3;
}
