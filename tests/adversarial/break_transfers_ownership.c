/* Attacks: a loop exit between retain and release. On the break path the iteration's reference
 * leaves the loop in `found` and is released after the loop. A hoist that releases at every exit
 * would drop one reference too many on the break path (use after free / double free) or too
 * few on the other.
 * Correct output: "found at 6", "sum 70", then "destroyed" after "main releases", exit 0. */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static volatile int stop = 6;

static __attribute__((noinline)) long *search(long *h, long *sum) {
  long *found = NULL;
  for (int i = 0; i < 100; i++) {
    long *s = arc_retain(h);
    *sum += *s;
    if (i == stop) {
      found = s;
      printf("found at %d\n", i);
      break;
    }
    arc_release(s);
  }
  return found;
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 10;
  long sum = 0;
  long *f = search(h, &sum);
  printf("sum %ld\n", sum);
  arc_release(f);
  printf("main releases\n");
  arc_release(h);
  return 0;
}
