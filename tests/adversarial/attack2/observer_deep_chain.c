/* Attacks H4 "observer behind a visible callee" past its depth bound: arc_is_unique is reached
 * through six noinline wrappers, called before the retain. Correct output: "unique 1 1 1 1,
 * after 1", exit 0. */
#include <arc.h>
#include <stdio.h>

__attribute__((noinline)) int w6(void *p) { return arc_is_unique(p); }
__attribute__((noinline)) int w5(void *p) { return w6(p) + 0 * (long)p; }
__attribute__((noinline)) int w4(void *p) { return w5(p); }
__attribute__((noinline)) int w3(void *p) { return w4(p); }
__attribute__((noinline)) int w2(void *p) { return w3(p); }
__attribute__((noinline)) int w1(void *p) { return w2(p); }

static volatile int n_iter = 4;
static int seen[8];

static __attribute__((noinline)) void run(long *h, int n) {
  for (int i = 0; i < n; i++) {
    seen[i] = w1(h); /* before the retain: unique in the source (count 1) */
    long *s = arc_retain(h);
    seen[i] += (int)*s - 1;
    arc_release(s);
  }
}

int main(void) {
  long *h = arc_alloc(sizeof *h, NULL);
  *h = 1;
  run(h, n_iter);
  printf("unique %d %d %d %d, after %d\n", seen[0], seen[1], seen[2], seen[3], arc_is_unique(h));
  arc_release(h);
  return 0;
}
