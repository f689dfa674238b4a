/* Attacks: several loop exits: a return from inside the loop after the release, a goto out of a
 * nested loop, a switch with a break-out case, and the normal exit. Every exit must get its
 * release; the object's count is printed by the caller after each call.
 * Correct output: the four "count 1" lines, "destroyed", exit 0. */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static volatile int k;

static __attribute__((noinline)) long run(long *h, int mode) {
  long acc = 0;
  for (int i = 0; i < 50; i++) {
    for (int j = 0; j < 4; j++) {
      long *s = arc_retain(h);
      acc += *s;
      arc_release(s);
      if (mode == 1 && i == 3 + k)
        return acc;
      if (mode == 2 && j == 2 && i == 5 + k)
        goto out;
      switch (mode * 100 + i) {
      case 307:
        goto out;
      case 308:
        return -acc;
      default:
        break;
      }
    }
  }
out:
  return acc + 1000;
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  for (int m = 0; m < 4; m++) {
    long r = run(h, m);
    printf("mode %d -> %ld, count %ld\n", m, r, arc_count(h));
  }
  arc_release(h);
  return 0;
}
