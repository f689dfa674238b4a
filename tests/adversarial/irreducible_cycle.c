/* Attacks: an irreducible cycle (two entries, chosen at run time) inside a reducible outer loop,
 * with retain/release pairs on both sides of the cycle and an exit from the middle.
 * Correct output: "acc 0: ...", "acc 1: ..." lines equal with and without the pass, "count 1"
 * after each call, "destroyed", exit 0. */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static volatile int limit = 7;

static __attribute__((noinline)) long run(long *h, int start) {
  long acc = 0;
  for (int outer = 0; outer < 3; outer++) {
    int i = 0;
    if ((start + outer) & 1)
      goto b;
  a: {
    long *s = arc_retain(h);
    acc += *s;
    arc_release(s);
    if (++i > limit)
      continue;
  }
  b: {
    long *s = arc_retain(h);
    acc += 10 * *s;
    arc_release(s);
    if (++i > limit + outer)
      continue;
    goto a;
  }
  }
  return acc;
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  for (int st = 0; st < 2; st++) {
    long r = run(h, st);
    printf("acc %d: %ld, count %ld\n", st, r, arc_count(h));
  }
  arc_release(h);
  return 0;
}
