/* Attacks H3 "NULL guard" for arc: `if (s) arc_release(s)` after s = arc_retain(h), called with
 * h NULL for some calls and a real object for others; an opaque call in the pair drops the
 * owner in the last iteration so the last release destroys it. Correct output:
 * "null run 0", "destroyed", "object run 12", exit 0. */
#include <arc.h>
#include <stdio.h>

static long *owner;
static volatile int n_iter = 6;
static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}
static void step_impl(int i, int n) {
  if (i == n - 1 && owner) {
    arc_release(owner);
    owner = NULL;
  }
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) long run(long *h, int n) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    if (s) {
      acc += *s;
      step(i, n);
    }
    if (s)
      arc_release(s);
  }
  return acc;
}

int main(void) {
  printf("null run %ld\n", run(NULL, n_iter));
  owner = arc_alloc(sizeof(long), destroy);
  *owner = 2;
  long r = run(owner, n_iter);
  printf("object run %ld\n", r);
  return 0;
}
