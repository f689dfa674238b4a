/* Attacks: exit() called from inside the loop (through an opaque function pointer) while the
 * loop's retain/release pair is balanced. An atexit handler drops the last reference and the
 * destructor prints. With the pair hoisted, the reference taken before the loop is never dropped
 * (exit leaves through no loop exit), the destructor's print is lost and the checking runtime
 * reports a leak.
 * Correct output: "atexit: releasing", "destroyed", exit 0. */
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

static long *global_h;

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
  fflush(stdout);
}

static void at_exit_handler(void) {
  printf("atexit: releasing\n");
  arc_release(global_h);
}

static void maybe_exit_impl(int i) {
  if (i == 7)
    exit(0);
}
static void (*volatile maybe_exit)(int) = maybe_exit_impl;

static volatile long sink;

static __attribute__((noinline)) void run(void *h) {
  for (int i = 0; i < 1000; i++) {
    long *s = arc_retain(h);
    sink += *s;
    arc_release(s);
    maybe_exit(i);
  }
}

int main(void) {
  global_h = arc_alloc(sizeof *global_h, destroy);
  *global_h = 3;
  atexit(at_exit_handler);
  run(global_h);
  printf("not reached\n");
  return 1;
}
