/* Row OWNED_ACROSS_LOOP condition 3: after the release each iteration runs an inner loop with a
 * computable trip count (it sums a table and reads `destroyed`), then the latch; h is used after
 * the loop.
 * Correct output: "seen 0", "sum 60", "destroyed 1", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int destroyed;
static long *extra;
static volatile int n_iter = 6;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static volatile int drop_at = 2;
static void step_impl(int i) {
  if (i == drop_at) {
    long *e = extra;
    extra = NULL;
    arc_release(e);
  }
}
static void (*volatile step)(int) = step_impl;
static int run(int n);
static int table[10] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
static int sum;

static __attribute__((noinline)) int run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  extra = arc_retain(h);
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i);
    arc_release(s);
    for (int j = 0; j < 10; j++)
      sum += table[j] + destroyed;
    seen += destroyed;
  }
  printf("sum %d\n", sum);
  *h = -1;
  arc_release(h);
  return seen;
}

int main(void) {
  int seen = run(n_iter);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  return 0;
}
