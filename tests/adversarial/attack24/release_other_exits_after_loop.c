/* Attacks OWNED_ACROSS_LOOP's "before any instruction that may not return": between the loop
 * and the later store through h, the function releases another object whose destructor prints
 * and calls exit(0). That release is a call that does not return, so the store after it never
 * runs, and the loop's in-loop release of the last iteration (after the callee dropped the
 * reference handed to it) is the last one: the latch sees the destructor's flag.
 * Correct output: "seen 1", "exiting, destroyed 1", exit 0. */
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

static int destroyed;
static int seen_global;
static long *owner;
static volatile int n_iter = 5;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void destroy_other(void *p) {
  (void)p;
  printf("seen %d\n", seen_global);
  printf("exiting, destroyed %d\n", destroyed);
  fflush(stdout);
  exit(0);
}
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(owner);
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) void run(int n, long *other) {
  long *h = arc_alloc(sizeof(long), destroy);
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
  seen_global = seen;
  arc_release(other); /* the last reference: its destructor exits */
  *h = 0;             /* never runs */
}

int main(void) {
  long *other = arc_alloc(sizeof(long), destroy_other);
  run(n_iter, other);
  printf("not reached\n");
  return 1;
}
