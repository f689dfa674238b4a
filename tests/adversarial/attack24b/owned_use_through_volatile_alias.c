/* Attacks row OWNED_ACROSS_LOOP with the later use through another pointer: the handle is also
 * kept in a volatile local `alias`; after the loop the function stores through the pointer it
 * reads back from `alias` (the same object at run time, another value to the compiler) and
 * releases the object through it. The loop reads `destroyed` after each release; a callee drops
 * an extra reference in iteration 2. The pass cannot tell the load from `alias` is h: it must
 * refuse (or prove it otherwise); either way the output is the same.
 * Correct output: "seen 0", "destroyed 1", exit 0. */
#include <arc.h>
#include <stdio.h>

static int destroyed;
static long *extra;
static volatile int n_iter = 6;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int i) {
  if (i == 2) {
    long *e = extra;
    extra = NULL;
    arc_release(e);
  }
}
static void (*volatile step)(int) = step_impl;

static __attribute__((noinline)) int run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  long *volatile alias = h;
  *h = 0;
  extra = arc_retain(h);
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i);
    arc_release(s);
    seen += destroyed;
  }
  long *a = alias;
  *a = -1;
  arc_release(a);
  return seen;
}

int main(void) {
  int seen = run(n_iter);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  return 0;
}
