/* Row KNOWN_DESTRUCTOR_RETURNS with a destructor that calls free() (which LLVM marks willreturn
 * nounwind) on a buffer the window reads: h owns `buf`; after each release the loop reads
 * buf[0]. If a release in the loop were the last, the read would be a use after free (ASan); h
 * is used after the loop, so none is.
 * Correct output: "seen 42", "destroyed 1", exit 0. */
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
static int *buf;
static void destroy_free(void *p) {
  (void)p;
  free(buf);
  destroyed = 1;
}

static __attribute__((noinline)) int run(int n) {
  long *h = (buf = malloc(4 * sizeof(int)), buf[0] = 42, arc_alloc(sizeof(long), destroy_free));
  *h = 0;
  extra = arc_retain(h);
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i);
    arc_release(s);
    seen += buf[0];
  }
  seen = seen / n;
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
