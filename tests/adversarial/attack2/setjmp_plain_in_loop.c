/* Attacks H1 (returns_twice): the same shape as builtin_setjmp_latch.c with libc's setjmp,
 * which clang marks returns_twice. Correct output: "iterations 7, count 1", "destroyed", exit 0. */
#include <arc.h>
#include <setjmp.h>
#include <stdio.h>

static jmp_buf jb;
static volatile int n_iter = 5;
static volatile int again_done;
static volatile long acc;

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}
static __attribute__((noinline)) void jump_back(void) { longjmp(jb, 1); }

struct ctr {
  int i, n;
};
static __attribute__((noinline)) void run(long *h, struct ctr *restrict c) {
  for (;;) {
    long *s = arc_retain(h);
    acc += *s;
    arc_release(s);
    if (++c->i >= c->n)
      break;
    if (c->i == 2)
      setjmp(jb);
  }
  if (!again_done) {
    again_done = 1;
    c->n += 2;
    jump_back();
  }
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  struct ctr c = {0, n_iter};
  run(h, &c);
  printf("iterations %ld, count %ld\n", acc, arc_count(h));
  arc_release(h);
  return 0;
}
