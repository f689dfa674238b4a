/* Row KNOWN_DESTRUCTOR_RETURNS used for another object in the window: each iteration allocates c
 * (destructor willreturn nounwind: appends to a count `c_dead`) and releases it after h's
 * release, then reads both `destroyed` and `c_dead`. h is owned (used after the loop); c's
 * release, which runs its destructor every iteration, is taken for no way out.
 * Correct output: "seen 0", "c destroyed 6", "destroyed 1", exit 0. */
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
static int c_dead;
static void destroy_c(void *p) {
  (void)p;
  c_dead++;
}

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
    long *c = arc_alloc(sizeof(long), destroy_c);
    *c = i;
    arc_release(c);
    seen += destroyed + (c_dead != i + 1);
  }
  *h = -1;
  arc_release(h);
  printf("c destroyed %d\n", c_dead);
  return seen;
}

int main(void) {
  int seen = run(n_iter);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  return 0;
}
