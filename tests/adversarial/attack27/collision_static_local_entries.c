/* Attacks (arc profile, symbol collisions): the program does not include arc.h; it declares the
 * entries it uses itself, and has its own INTERNAL function named arc_retain_local (a logging
 * helper) and a static variable named arc_alloc_local (a counter). The object never leaves main,
 * so the thread-local rewrite would like to call arc_alloc_local / arc_retain_local /
 * arc_release_local: it must not call the program's own symbols instead of the runtime's.
 * Correct output: "sum 10", "local helper 1", "counter 1", exit 0. */
#include <stddef.h>
#include <stdio.h>

void *arc_alloc(size_t size, void (*destroy)(void *payload));
void *arc_retain(void *p);
void arc_release(void *p);

static volatile int arc_alloc_local;
static int helper_calls;
__attribute__((noinline)) static void *arc_retain_local(void *p) {
  helper_calls++;
  arc_alloc_local++;
  return p;
}
static volatile int n = 10;

int main(void) {
  long *o = arc_alloc(sizeof *o, NULL);
  *o = 1;
  long sum = 0;
  for (int i = 0, iters = n; i < iters; i++) {
    long *s = arc_retain(o);
    sum += *s;
    arc_release(s);
  }
  arc_retain_local(o);
  arc_alloc_local += 0;
  printf("sum %ld\nlocal helper %d\ncounter %d\n", sum, helper_calls, (int)arc_alloc_local);
  arc_release(o);
  return 0;
}
