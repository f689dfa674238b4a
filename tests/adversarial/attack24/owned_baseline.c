/* Control: the shape the new H8 rule (row OWNED_ACROSS_LOOP) is meant to accept. The object is
 * allocated here with a destructor LLVM infers willreturn nounwind, a second reference is given
 * to a global that a callee in the loop drops half-way, and the function releases its own
 * reference after the loop; the latch reads a global after the in-loop release. No release in
 * the loop is the last one. Correct output: "seen 0", "destroyed 1", exit 0. */
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
    arc_release(extra);
    extra = NULL;
  }
}
static void (*volatile step)(int) = step_impl;

static __attribute__((noinline)) int run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 1;
  extra = arc_retain(h);
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i);
    arc_release(s);
    seen += destroyed;
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
