/* Attacks OWNED_ACROSS_LOOP's "without passing through a cycle" with a cycle that is not a
 * natural loop: the block that allocates h and stores through it is entered both from the top
 * and, by a goto, from the middle of the cycle (irreducible control flow, which LoopInfo does
 * not call a loop). The inner loop's exits reach that store only by going round the cycle,
 * where h names a new object; the inner loop's object died at its last in-loop release.
 * Correct output: "seen 3", "destroyed 4", exit 0. */
#include <arc.h>
#include <stdio.h>

static int destroyed;
static long *owner;
static volatile int n_iter = 4;
static volatile int rounds = 3;
static volatile int enter_middle = 1;
static void destroy(void *p) {
  (void)p;
  destroyed++;
}
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(owner);
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) int run(int n, int r, int mid) {
  int seen = 0;
  int j = 0;
  long *h;
  if (mid)
    goto middle;
top:
  h = arc_alloc(sizeof(long), destroy);
  *h = j;
  if (j >= r) {
    arc_release(h);
    return seen;
  }
  owner = h;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i, n);
    arc_release(s);
    seen += destroyed > j;
  }
middle:
  j++;
  goto top;
}

int main(void) {
  int seen = run(n_iter, rounds, enter_middle);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  return 0;
}
