/* Attacks: a signal handler that siglongjmps out of the loop. The loop raises SIGUSR1 (through
 * an opaque function pointer) at iteration 3, after its balanced pair; the handler jumps back to
 * main, which drops the last reference.
 * Correct output: "left the loop by signal", "destroyed", exit 0. */
#include <arc.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>

static sigjmp_buf env;

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static void handler(int sig) {
  (void)sig;
  siglongjmp(env, 1);
}

static void poke_impl(int i) {
  if (i == 3)
    raise(SIGUSR1);
}
static void (*volatile poke)(int) = poke_impl;
static volatile long sink;

static __attribute__((noinline)) void run(long *h) {
  for (int i = 0; i < 100; i++) {
    long *s = arc_retain(h);
    sink += *s;
    arc_release(s);
    poke(i);
  }
}

int main(void) {
  signal(SIGUSR1, handler);
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  if (sigsetjmp(env, 1) == 0) {
    run(h);
    printf("loop finished\n");
  } else {
    printf("left the loop by signal\n");
  }
  arc_release(h);
  return 0;
}
