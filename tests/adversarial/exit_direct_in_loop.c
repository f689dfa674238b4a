/* Attacks: a direct call to exit() (noreturn) inside the loop, before the retain of the
 * iteration. The block with exit() is outside the loop (it has no successor), so it is a loop
 * exit; the pass must either release there or leave the loop alone. An atexit handler drops the
 * last reference; the destructor prints.
 * Correct output: "atexit: releasing", "destroyed", exit 0. */
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

static long *global_h;
static volatile int stop_at = 9;
static volatile long sink;

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
  fflush(stdout);
}

static void at_exit_handler(void) {
  printf("atexit: releasing\n");
  arc_release(global_h);
}

static __attribute__((noinline)) void run(void *h) {
  for (int i = 0; i < 1000; i++) {
    if (i == stop_at)
      exit(0);
    long *s = arc_retain(h);
    sink += *s;
    arc_release(s);
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
