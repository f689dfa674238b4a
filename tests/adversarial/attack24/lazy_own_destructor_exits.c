/* Attacks the lazy hoist with the handle's own destructor ending the program: a guarded inner
 * loop inside an outer loop (hoisted lazily), an object passed in whose destructor prints and
 * calls exit(0); a callee drops the owner's reference in outer round 1, so that round's inner
 * release is the last one and the program ends in that round. Correct output: "round 0",
 * "round 1", "destroyed after 2 rounds", exit 0. */
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

static long *owner;
static int progress;
static volatile int n_outer = 5;
static volatile int n_inner = 3;
static void destroy(void *p) {
  (void)p;
  printf("destroyed after %d rounds\n", progress);
  fflush(stdout);
  exit(0);
}
static void step_impl(int j, int i, int m) {
  if (i == 0)
    printf("round %d\n", j);
  if (j == 1 && i == m - 1)
    arc_release(owner);
}
static void (*volatile step)(int, int, int) = step_impl;

static __attribute__((noinline)) void run(long *h, int n, int m) {
  for (int j = 0; j < n; j++) {
    progress = j + 1;
    if (m > 0)
      for (int i = 0; i < m; i++) {
        long *s = arc_retain(h);
        *s += i;
        step(j, i, m);
        arc_release(s);
      }
  }
}

int main(void) {
  owner = arc_alloc(sizeof(long), destroy);
  *owner = 0;
  run(owner, n_outer, n_inner);
  printf("loops ended without the destructor\n");
  return 1;
}
