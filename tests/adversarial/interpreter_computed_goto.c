/* Attacks: an interpreter loop dispatched by computed goto (indirectbr in the loop body; the
 * loop has no preheader LoopSimplify could make), whose opcode handlers retain and release a
 * handle. The IR after the pass must verify and the result must not change.
 * Correct output: "result 40", "destroyed", exit 0. */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

enum { OP_USE, OP_ADD, OP_LOOP, OP_HALT };
static const unsigned char code[] = {OP_USE, OP_ADD, OP_LOOP, OP_HALT};

static __attribute__((noinline)) long run(long *h, int rounds) {
  static void *const labels[] = {&&op_use, &&op_add, &&op_loop, &&op_halt};
  long acc = 0;
  int pc = 0;
  goto *labels[code[pc]];
op_use: {
  long *s = arc_retain(h);
  acc += *s;
  arc_release(s);
  goto *labels[code[++pc]];
}
op_add:
  acc += 3;
  goto *labels[code[++pc]];
op_loop:
  if (--rounds > 0) {
    pc = 0;
    goto *labels[code[pc]];
  }
  goto *labels[code[++pc]];
op_halt:
  return acc;
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  printf("result %ld\n", run(h, 10));
  arc_release(h);
  return 0;
}
