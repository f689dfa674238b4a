/* Attacks H1 (no returns_twice call in the loop). __builtin_setjmp is the intrinsic
 * llvm.eh.sjlj.setjmp, which carries no returns_twice attribute. It sits in the loop's latch,
 * after the exit test, under a condition (so H5 and H8 see nothing before the retain or in the exit
 * window). After the loop has exited once, code after the loop __builtin_longjmps back into the
 * latch (run() is still active, as GCC's documentation requires), and the loop runs two more
 * iterations and exits again (the body is made too large for LoopRotate to copy, so the retain's
 * block stays the loop's header). Every iteration of the source is balanced. Hoisted, the second
 * pass through the loop holds no reference and its exit releases the preheader's reference a second
 * time: main's reference is dropped, the object destroyed early, and main's own release is a double
 * release. Correct output: "iterations 7, count 1", "destroyed", exit 0. */
#include <arc.h>
#include <stdio.h>

static void *jb[5];
static volatile int n_iter = 5;
static volatile int again_done;
static volatile long acc;
static volatile long side[6];

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static __attribute__((noinline)) void jump_back(void) { __builtin_longjmp(jb, 1); }

struct ctr {
  int i, n;
};

/* c is restrict and never captured: no destructor can write it (H8 lets its reads into the
 * exit window); it is memory, not an automatic variable, so its values survive the jump */
static __attribute__((noinline)) void run(long *h, struct ctr *restrict c) {
  for (;;) {
    long *s = arc_retain(h);
    acc += *s;
    for (int k = 0; k < 6; k++) /* unrolled: a header too big for LoopRotate to copy */
      side[k] += acc;
    arc_release(s);
    if (++c->i >= c->n)
      break;
    if (c->i == 2)
      __builtin_setjmp(jb);
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
