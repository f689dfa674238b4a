/* Attacks: copy-on-write through a count observer in a noinline function in the same module
 * (visible to the compiler, not inlined). Each iteration reads the value through a retained
 * copy, releases it, then writes in place if the object is unique (count 1) or copies. In the
 * source it is always unique at that point. Hoisting the pair makes it look shared: the program
 * copies instead of mutating in place, and the final value differs.
 * Correct output: "in place 5, copies 0, value 5", exit 0. */
#include <arc.h>
#include <stdio.h>

static __attribute__((noinline)) int can_write(const void *p) { return arc_count(p) == 1; }

static volatile int n = 5;

static __attribute__((noinline)) void run(long *h, int *inplace, int *copies) {
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    long v = *s;
    arc_release(s);
    if (can_write(h)) {
      *h = v + 1;
      (*inplace)++;
    } else {
      (*copies)++;
    }
  }
}

int main(void) {
  long *h = arc_alloc(sizeof *h, NULL);
  *h = 0;
  int inplace = 0, copies = 0;
  run(h, &inplace, &copies);
  printf("in place %d, copies %d, value %ld\n", inplace, copies, *h);
  arc_release(h);
  return 0;
}
