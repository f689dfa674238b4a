/* Attacks H3's stored-copy rule: each iteration stores its retained copy into a slot (handing
 * the reference to the slot) and releases the copy the slot held before. The last copy is
 * released after the loop. Correct output: "count during 3", "destroyed", exit 0. */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}
static void *slot;
static volatile int n_iter = 5;
static long during;
static void peek_impl(void *h) { during = arc_count(h); }
static void (*volatile peek)(void *) = peek_impl;

static __attribute__((noinline)) void run(long *h, int n) {
  for (int i = 0; i < n; i++) {
    void *s = arc_retain(h);
    void *old = slot;
    slot = s;
    peek(h);
    arc_release(old);
  }
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  slot = arc_retain(h);
  run(h, n_iter);
  printf("count during %ld\n", during);
  arc_release(slot);
  arc_release(h);
  return 0;
}
