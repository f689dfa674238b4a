/* Attacks: a loop exit through `asm goto` (callbr). Its target label is also reached from
 * outside the loop. If the exit is not dedicated, a release put there also runs on the path that
 * never entered the loop.
 * Correct output: "run 1: 4", "run 0: -1", "count 1", "destroyed", exit 0. */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static volatile int n = 100;

static __attribute__((noinline)) long run(long *h, int enter) {
  long acc = -1;
  if (!enter)
    goto out;
  acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    acc += *s;
    arc_release(s);
    asm goto("cmpl $3, %0\n\tje %l[out]" : : "r"(i) : "cc" : out);
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
