/* Attacks row OWNED_ACROSS_LOOP with longjmp between the loop and the later use: the function
 * hands its reference to `extra`, which a callee drops in the last iteration, whose release is
 * then the last one (the read after it sees `destroyed`); after the loop finish() longjmps back
 * to main, skipping the store through h.
 * Correct output: "seen 1", "destroyed 1", exit 0. */
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
static jmp_buf back;
static int result;
static __attribute__((noinline)) void finish(int seen) {
  result = seen;
  longjmp(back, 1);
}

static __attribute__((noinline)) int run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  extra = h; /* the function hands its reference over */
  drop_at = n - 1;
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i);
    arc_release(s);
    seen += destroyed;
  }
  finish(seen);
  *h = -1; /* never reached */
  return seen;
}

int main(void) {
  if (!setjmp(back))
    run(n_iter);
  printf("seen %d\n", result);
  printf("destroyed %d\n", destroyed);
  return 0;
}
