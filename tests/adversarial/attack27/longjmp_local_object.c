/* Attacks (thread-local rewrite with hoisting and a way out through a callee): a LOCAL object
 * (with the pass) whose loop calls a visible callee that longjmps out of the loop inside the
 * pair in the 3rd iteration. The source strands the iteration's copy, the hoisted program the
 * preheader's: one reference either way; the program knows it and releases one extra reference
 * after the longjmp. The count after the jump and the one destruction must be the same.
 * Correct output: "jumped at 3", "count 2", "destroyed", exit 0. */
#include <arc.h>
#include <setjmp.h>
#include <stdio.h>

static jmp_buf env;
static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}
__attribute__((noinline)) static void check(long *s, int i) {
  if (i == 3)
    longjmp(env, i);
  *s += i;
}
static volatile int n = 10;

int main(void) {
  long *o = arc_alloc(sizeof *o, destroy);
  *o = 0;
  int where = setjmp(env);
  if (where == 0) {
    for (int i = 0, iters = n; i < iters; i++) {
      long *s = arc_retain(o);
      check(s, i);
      arc_release(s);
    }
  }
  printf("jumped at %d\n", where);
  printf("count %ld\n", arc_count(o));
  arc_release(o);
  arc_release(o);
  return 0;
}
