/* Attacks H3 "hand-over": a break that takes the iteration's copy out of the loop; after the
 * loop the function reads a flag the destructor sets, then releases the copy. Owner dropped by
 * an opaque call in the pair in the breaking iteration. Correct output: "before release:
 * destroyed 0", "destroyed", "after: destroyed 1", exit 0. */
#include <arc.h>
#include <stdio.h>

static int destroyed;
static long *owner;
static volatile int n_iter = 8, stop_at = 5;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
  printf("destroyed\n");
}
static void step_impl(int i) {
  if (i == stop_at) {
    arc_release(owner);
    owner = NULL;
  }
}
static void (*volatile step)(int) = step_impl;

static __attribute__((noinline)) void run(long *h, int n, int stop) {
  long *kept = NULL;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    step(i);
    if (i == stop) {
      kept = s;
      break;
    }
    arc_release(s);
  }
  printf("before release: destroyed %d\n", destroyed);
  arc_release(kept);
}

int main(void) {
  owner = arc_alloc(sizeof(long), destroy);
  run(owner, n_iter, stop_at);
  printf("after: destroyed %d\n", destroyed);
  return 0;
}
