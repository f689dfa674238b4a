/* Attacks: the loop itself drops the owner's reference in its last iteration, after the
 * iteration's balanced pair (visible, not behind a call). In the source the object dies right
 * there and "destroyed" prints before "dropped owner". Hoisting the pair moves the death to the
 * loop exit, after the print.
 * Correct output: "destroyed", "dropped owner at 4", "loop done", exit 0. */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static volatile int n = 5;
static volatile long sink;

static __attribute__((noinline)) void run(long *h) {
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    sink += *s;
    arc_release(s);
    if (i == n - 1) {
      arc_release(h);
      printf("dropped owner at %d\n", i);
    }
  }
  printf("loop done\n");
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  run(h);
  return 0;
}
