/* Attacks: a loop exit through a computed goto (indirectbr). Its target label is also reached
 * from outside the loop, and LoopSimplify cannot split indirectbr edges, so the exit block is not
 * dedicated to the loop: a release put at its start also runs on the path that never entered the
 * loop (over-release, use after free).
 * The function is called twice: once entering the loop (leaving through the computed goto at
 * i == 3) and once jumping to the label directly.
 * Correct output: "run 1: 4", "run 0: -1", "count 1", "destroyed", exit 0. */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static volatile int n = 100;

static __attribute__((noinline)) long run(long *h, int enter) {
  static void *const targets[] = {&&next, &&out};
  long acc = -1;
  if (!enter)
    goto out;
  acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    acc += *s;
    arc_release(s);
    goto *targets[i == 3];
  next:;
  }
out:
  return acc;
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  printf("run 1: %ld\n", run(h, 1));
  printf("run 0: %ld\n", run(h, 0));
  printf("count %ld\n", arc_count(h));
  arc_release(h);
  return 0;
}
