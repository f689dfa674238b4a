/* Attacks (H6, deleting retain/release of immortal constants): a handle that is a select or phi
 * between an ARC_STATIC_IMMORTAL literal and a heap object, where at run time it is the heap
 * object. Its releases, including the unbalanced final one, must not be deleted.
 * Correct output: "picked heap", "sum 50", "destroyed heap", exit 0. */
#include <arc.h>
#include <stdio.h>

ARC_STATIC_IMMORTAL(lit, long, 7);

static void destroy(void *p) {
  (void)p;
  printf("destroyed heap\n");
}

static volatile int use_literal = 0;
static volatile int n = 10;

static __attribute__((noinline)) long run(long *h) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    acc += *s;
    arc_release(s);
  }
  return acc;
}

int main(void) {
  long *heap = arc_alloc(sizeof *heap, destroy);
  *heap = 5;
  long *h = use_literal ? lit : heap;
  printf(h == heap ? "picked heap\n" : "picked literal\n");
  long *extra = arc_retain(h);
  printf("sum %ld\n", run(h));
  arc_release(extra);
  arc_release(h); /* the last reference to heap */
  return 0;
}
