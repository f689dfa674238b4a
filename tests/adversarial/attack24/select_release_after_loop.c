/* Attacks OWNED_ACROSS_LOOP's "same object": after the loop the function releases
 * `pick ? h : spare`; pick is 0 at run time, so the object of the loop is not touched after
 * it (its last release is the in-loop one of the last iteration, whose callee dropped the
 * function's reference). A select that may be h is not a use of h. Correct output: "seen 1",
 * "destroyed 1", exit 0. */
#include <arc.h>
#include <stdio.h>

static int destroyed;
static long *owner;
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

static __attribute__((noinline)) int run(int n, int which) {
  long *h = arc_alloc(sizeof(long), destroy);
  long *spare = arc_alloc(sizeof(long), NULL);
  *h = 3;
  owner = h;
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i, n);
    arc_release(s);
    seen += destroyed;
  }
  arc_release(which ? h : spare); /* releases spare: which == 0 */
  return seen;
}

int main(void) {
  int seen = run(n_iter, pick);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  return 0;
}
