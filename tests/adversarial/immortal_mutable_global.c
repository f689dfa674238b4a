/* Attacks (H6): a writable global that starts out pointing to an ARC_STATIC_IMMORTAL literal and
 * is later (in another function) pointed at a heap object. Retains/releases of the value loaded
 * from it are not retains/releases of a constant immortal object.
 * Correct output: "sum 50", "destroyed heap", exit 0. */
#include <arc.h>
#include <stdio.h>

ARC_STATIC_IMMORTAL(lit, long, 7);
static long *current = (long *)0; /* set in init */

static void destroy(void *p) {
  (void)p;
  printf("destroyed heap\n");
}

static volatile int n = 10;

static __attribute__((noinline)) void init_literal(void) { current = lit; }
static __attribute__((noinline)) void set_heap(void) {
  long *heap = arc_alloc(sizeof *heap, destroy);
  *heap = 5;
  current = heap; /* the global owns this reference */
}

static __attribute__((noinline)) long run(void) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(current);
    acc += *s;
    arc_release(s);
  }
  return acc;
}

int main(void) {
  init_literal();
  set_heap();
  printf("sum %ld\n", run());
  arc_release(current);
  current = lit;
  return 0;
}
