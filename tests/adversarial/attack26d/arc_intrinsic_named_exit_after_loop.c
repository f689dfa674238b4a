/* Attacks the ownership search's "before any instruction that may not return" (row
 * OWNED_ACROSS_LOOP) with a call that is an intrinsic in the IR and user code at run time: after
 * the loop the function calls `llvm.objc.autoreleasePoolPush` (reached through an asm label, a
 * GNU extension), which LLVM lowers to a call of objc_autoreleasePoolPush, defined in this file;
 * it prints what the loop saw and exits, so the function's load of *p after it never runs. p's
 * only reference (`extra`) is dropped by a callee in the last iteration: the in-loop release is
 * the last and the read of `destroyed` after it sees the destructor. Borderline: the program
 * names a compiler intrinsic.
 * Correct output: "seen 1", "destroyed 1", exit 0. */
#include <arc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int destroyed;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static long *extra; /* a reference that a callee drops in the loop's last iteration */
static void step_impl(int i, int n) {
  if (i == n - 1 && extra) {
    long *e = extra;
    extra = NULL;
    arc_release(e);
  }
}
static void (*volatile step)(int, int) = step_impl;
static volatile int n_iter = 6;
static volatile int pick = 0;
static long other_obj = 7;
static int seen_total;
extern void *pool_push(void) __asm__("llvm.objc.autoreleasePoolPush");
void *objc_autoreleasePoolPush(void) {
  printf("seen %d\n", seen_total);
  printf("destroyed %d\n", destroyed);
  exit(0);
}
__attribute__((noinline)) long run(long *p, int n) {
  int seen = 0;
  long v = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(p);
    *s += i;
    step(i, n);
    arc_release(s);
    seen += destroyed;
  }
  seen_total = seen;
  pool_push();
  v = *p; /* never reached */
  printf("seen %d\n", seen);
  return v;
}

int main(void) {
  long *p = arc_alloc(sizeof(long), destroy);
  *p = 0;
  extra = p; /* run borrows p: extra holds its only reference */
  long v = run(p, n_iter);
  printf("v %ld\n", v);
  printf("destroyed %d\n", destroyed);

  return 0;
}
