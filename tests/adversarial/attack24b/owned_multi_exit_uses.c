/* Row OWNED_ACROSS_LOOP with several exits: the loop leaves by `break` when a callee says so, by
 * `return`-like goto to a block that stores through h, or normally; every exit reaches a
 * different use (a store, a retain/release pair, a release) on every path.
 * Correct output: "seen 0", "destroyed 1", exit 0. */
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
static volatile int stop_at = -1;

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
    seen += destroyed;
    if (stop_at == i)
      goto broke;
  }
  goto normal;
broke:
  *h = 7;
  arc_release(h);
  return seen;
normal:
  arc_release(arc_retain(h));
  arc_release(h);
  return seen;
}

int main(void) {
  int seen = run(n_iter);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  return 0;
}
