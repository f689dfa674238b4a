/* Attacks OWNED_ACROSS_LOOP's "without passing through a cycle": the object is allocated in the
 * header of an outer loop and written right after (`*h = j`), and the inner loop's exits lead,
 * through the outer latch, back to that header, where the same SSA value h names a NEW object.
 * The store there is not a use of the inner loop's object, which died at the in-loop release
 * of the inner loop's last iteration (the callee dropped the reference the function handed it).
 * Correct output: "seen 3" (one per outer round), "destroyed 3", exit 0. */
#include <arc.h>
#include <stdio.h>

static int destroyed;
static long *owner;
static volatile int n_iter = 4;
static volatile int rounds = 3;
static void destroy(void *p) {
  (void)p;
  destroyed++;
}
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(owner);
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) int run(int n, int r) {
  int seen = 0;
  for (int j = 0;; j++) {
    long *h = arc_alloc(sizeof(long), destroy);
    *h = j; /* a store through the object allocated in this round */
    if (j == r) {
      arc_release(h);
      break;
    }
    owner = h;
    for (int i = 0; i < n; i++) {
      long *s = arc_retain(h);
      *s += i;
      step(i, n);
      arc_release(s);
      seen += destroyed > j;
    }
  }
  return seen;
}

int main(void) {
  int seen = run(n_iter, rounds);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  return 0;
}
