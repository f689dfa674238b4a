/* Attacks: class 4, a call that may not return before a retain, after a release of the same
 * handle: two pairs of one handle per iteration with checkpoint() between them. checkpoint() calls
 * exit(0) in iteration 600. The source holds no reference of its own there (the first pair is
 * released, the second not yet taken), so the atexit handler sees the object's count at 1 (main's
 * reference), drops it, and the destructor runs: the checking runtime's leak report is clean.
 * Hoisted, the loop's reference would be stranded: count 2, no destructor, a leak report.
 * CONTROL: with a checkpoint that always returns (-DCONTROL) both pairs are hoisted.
 * Correct output: "exit in checkpoint", "count at exit 1", "destroyed 7", exit 0 (and
 * "arc-check: no leaks" on stderr). */
// EXPECT-REMARK: not hoisted \(H[58]\)
// CONTROL: -DCONTROL
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

static long *obj;
__attribute__((unused)) static volatile long stop = 600;

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

static void at_exit(void) {
  printf("count at exit %ld\n", arc_count(obj));
  arc_release(obj);
  fflush(stdout);
}

__attribute__((noinline)) void checkpoint(long i) {
#ifndef CONTROL
  if (i == stop) {
    printf("exit in checkpoint\n");
    exit(0);
  }
#else
  (void)i;
#endif
}

__attribute__((noinline)) static long loop(long *p, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    long *s = arc_retain(p);
    acc += *s;
    arc_release(s);
    checkpoint(i);
    long *t = arc_retain(p);
    acc += *t * 2;
    arc_release(t);
  }
  return acc;
}

int main(void) {
  obj = arc_alloc(sizeof *obj, destroy);
  *obj = 7;
  atexit(at_exit);
  long sum = loop(obj, 1000);
  printf("sum %ld\n", sum);
  return 0;
}
