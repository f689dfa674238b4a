/* Attacks the ownership search's "without passing through a cycle": after the loop a second loop
 * over h (which may run zero times) is the only use on one path, and the function releases h
 * after it on every path. Here the second loop runs zero times and the release after it is the
 * use.
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
static volatile int zero_v = 0;
#define zero zero_v

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
  }
  for (int j = 0; j < zero; j++) {
    long *t = arc_retain(h);
    *t = j;
    arc_release(t);
  }
  arc_release(h);
  return seen;
}

int main(void) {
  int seen = run(n_iter);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  return 0;
}
