/* Attacks H5 under LTO (full and thin, the plugin loaded into lld): the loop's use() is in
 * another file (it drops main's owner in iteration 3); a faulting read before the retain, as
 * ../fault_before_retain.c. Correct output: "destroyed", "left the loop at 4, destroyed 1",
 * exit 0. */
#include "../fault_common.h"
#include <arc.h>
#include <stdio.h>

int destroyed;
long *owner;
volatile int where = -1;
static volatile int n_iter = 10;
long use(long *s, int i);

static void destroy(void *p) {
  (void)p;
  destroyed = 1;
  printf("destroyed\n");
}

static __attribute__((noinline)) long run(long *h, const long *probe, long stride, int n) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    acc += probe[i * stride];
    long *s = arc_retain(h);
    acc += use(s, i);
    arc_release(s);
  }
  return acc;
}

int main(void) {
  long stride = fault_setup(4);
  owner = arc_alloc(sizeof(long), destroy);
  *owner = 7;
  if (sigsetjmp(env, 1) == 0)
    printf("loop ended normally %ld\n", run(owner, (const long *)region, stride, n_iter));
  else
    printf("left the loop at %d, destroyed %d\n", where + 1, destroyed);
  return 0;
}
