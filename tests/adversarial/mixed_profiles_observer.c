/* Attacks (H4 across runtimes): the program reaches libarcrt through Objective-C style entry
 * points (objc_retain/objc_release forwarding to arc_retain/arc_release, as the benchmark's
 * shims do), and asks the arc runtime about the same object with arc_is_unique() inside the
 * loop. The observer belongs to another profile than the pair, but it reads the same count.
 * Correct output: "in place 6, copies 0, value 6", exit 0. */
#include <arc.h>
#include <stdio.h>

__attribute__((noinline)) void *objc_retain(void *p) { return arc_retain(p); }
__attribute__((noinline)) void objc_release(void *p) { arc_release(p); }

static volatile int n = 6;

static __attribute__((noinline)) void run(long *h, int *inplace, int *copies) {
  for (int i = 0; i < n; i++) {
    long *s = objc_retain(h);
    long v = *s;
    objc_release(s);
    if (arc_is_unique(h)) {
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
