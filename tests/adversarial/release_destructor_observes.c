/* Attacks (H4): a count observer hidden in a destructor. The loop calls nothing but the runtime:
 * the balanced pair on the handle, then the release of a temporary object whose destructor asks
 * arc_is_unique() about the handle. In the source the handle's count is back to 1 there.
 * Correct output: "unique in 8 of 8 destructors", exit 0. */
#include <arc.h>
#include <stdio.h>

static long *global_h;
static int unique_seen;

static void temp_destroy(void *p) {
  (void)p;
  unique_seen += arc_is_unique(global_h);
}

static volatile int n = 8;
static volatile long sink;

static __attribute__((noinline)) void run(long *h, void **temps) {
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    sink += *s;
    arc_release(s);
    arc_release(temps[i]);
  }
}

int main(void) {
  global_h = arc_alloc(sizeof *global_h, NULL);
  *global_h = 1;
  void *temps[8];
  for (int i = 0; i < 8; i++)
    temps[i] = arc_alloc(1, temp_destroy);
  run(global_h, temps);
  printf("unique in %d of 8 destructors\n", unique_seen);
  arc_release(global_h);
  return 0;
}
