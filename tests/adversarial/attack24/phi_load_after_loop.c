/* Attacks OWNED_ACROSS_LOOP's "same object" with a phi: after the loop, one branch picks h and
 * the other spare, and the join reads through the pick. At run time spare is picked, so the
 * loop's object (dead since the in-loop release of the last iteration) is never touched after
 * the loop. The branches also write a global each, so LLVM keeps a phi rather than a select.
 * Correct output: "seen 1", "destroyed 1", "value 42 path 2", exit 0. */
#include <arc.h>
#include <stdio.h>

static int destroyed;
static long *owner;
static int path;
static volatile int n_iter = 5;
static volatile int pick = 0;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(owner);
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) long run(int n, int which, int *seen_out) {
  long *h = arc_alloc(sizeof(long), destroy);
  long *spare = arc_alloc(sizeof(long), NULL);
  *h = 3;
  *spare = 42;
  owner = h;
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i, n);
    arc_release(s);
    seen += destroyed;
  }
  long *q;
  if (which) {
    q = h;
    path = 1;
  } else {
    q = spare;
    path = 2;
  }
  long v = *q;
  q[0] = v + 0; /* a store through the pick too */
  arc_release(spare);
  *seen_out = seen;
  return v;
}

int main(void) {
  int seen;
  long v = run(n_iter, pick, &seen);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  printf("value %ld path %d\n", v, path);
  return 0;
}
