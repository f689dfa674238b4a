/* Row OWNED_ACROSS_LOOP with the later use in another form: after the loop the function copies
 * the object's payload with memcpy (an intrinsic, not a load) into a local and then releases the
 * object only if the copy says so (always). The pass may take the memcpy for a use (it reads the
 * object) or refuse; either is right.
 * Correct output: "copy 15", "seen 0", "destroyed 1", exit 0. */
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
  long copy;
  memcpy(&copy, h, sizeof copy);
  printf("copy %ld\n", copy);
  if (copy == 15)
    arc_release(h);
  return seen;
}

int main(void) {
  int seen = run(n_iter);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  return 0;
}
