/* Attacks: objects the function keeps alive (H8, row OWNED_ACROSS_LOOP) when the object's
 * destructor does not return. run() allocates h and releases it after the loop, so the code after
 * the loop "proves" h alive; but in iteration 3 use() drops run()'s own reference (a second owner
 * that the program handed it), the loop's release is then the last, and h's destructor prints and
 * calls exit(0): the release after the loop never runs, and the program is correct. Hoisted, the
 * loop would go on to iteration 9 and the destructor would report it.
 * CONTROL: h allocated with a NULL destructor (-DCONTROL): then the same loop is hoisted (the
 * control is only compiled, not run: without the exiting destructor it releases h twice).
 * Correct output: "destroyed after iteration 2" (the last iteration whose release came before), exit 0. */
// EXPECT-REMARK: not hoisted \(H8\)
// CONTROL: -DCONTROL
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

static long *second_owner;
static long progress;
long limit = 10, drop_at = 3; /* read from memory: no peeling */

static void destroy(void *x) {
  (void)x;
  printf("destroyed after iteration %ld\n", progress);
  fflush(stdout);
  exit(0);
}

__attribute__((noinline)) static void use(long *s, long i) {
  if (i == drop_at) {
    arc_release(second_owner); /* the reference run() handed over: run() no longer owns h */
    second_owner = NULL;
  }
  *s += i;
}

__attribute__((noinline)) static void run(void) {
#ifdef CONTROL
  long *h = arc_alloc(sizeof *h, NULL);
#else
  long *h = arc_alloc(sizeof *h, destroy);
#endif
  *h = 0;
  second_owner = h; /* run()'s reference, now the second owner's */
  for (long i = 0; i < limit; i++) {
    long *s = arc_retain(h);
    use(s, i);
    arc_release(s);
    progress = i; /* written after the release */
  }
  arc_release(h);
}

int main(void) {
  run();
  printf("loop finished\n");
  return 0;
}
