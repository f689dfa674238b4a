/* Attacks: a loop exit the CFG does not show. The loop body calls, after its balanced
 * retain/release, a function (through a volatile pointer, so opaque) that longjmps out of the
 * loop at iteration 5. In the source the count is back to 1 when the longjmp happens; main then
 * drops its reference and the destructor prints "destroyed".
 * If the pass hoists the pair, the release it puts at the loop exits never runs on the longjmp
 * path: the object keeps count 1, "destroyed" is never printed and the checking runtime reports
 * a leak.
 * Correct output: "jumped out at 5", "destroyed", "sum 50", exit 0. */
#include <arc.h>
#include <setjmp.h>
#include <stdio.h>

static jmp_buf env;

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static void maybe_jump_impl(int i) {
  if (i == 5)
    longjmp(env, i);
}
static void (*volatile maybe_jump)(int) = maybe_jump_impl;

static long sum;

static __attribute__((noinline)) void run(void *h, int n) {
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    sum += *s;
    arc_release(s);
    maybe_jump(i);
  }
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 10;
  int r = setjmp(env);
  if (r == 0) {
    run(h, 100);
    printf("loop finished\n");
  } else {
    printf("jumped out at %d\n", r);
  }
  arc_release(h);
  printf("sum %ld\n", sum);
  return 0;
}
