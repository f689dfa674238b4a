/* Attacks H5's premise "a retain in the source proves the object alive at the preheader": the
 * first loop's last iteration drops main's owner inside its pair, so the object dies there; the
 * second loop over the same handle reads a PROT_NONE page before its retain in its first
 * iteration, and the SIGSEGV handler siglongjmps out, so the source never retains the dead
 * object. Hoisted, the second loop's preheader retains it: a retain of a freed object (the
 * checking runtime aborts with "use after free"). Correct output: "destroyed", "left the second
 * loop by SIGSEGV, destroyed 1", exit 0. */
#include "fault_common.h"
#include <arc.h>
#include <stdio.h>

static int destroyed;
static long *owner;
static volatile int n_iter = 4;

static void destroy(void *p) {
  (void)p;
  destroyed = 1;
  printf("destroyed\n");
}
static void drop_impl(int i, int n) {
  if (i == n - 1) {
    arc_release(owner);
    owner = NULL;
  }
}
static void (*volatile drop)(int, int) = drop_impl;

static __attribute__((noinline)) long run(long *h, const long *probe, long stride, int n) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    acc += *s;
    drop(i, n);
    arc_release(s);
  }
  for (int i = 0; i < n; i++) {
    acc += probe[(i + 4) * stride]; /* page 4: faults in the first iteration */
    long *s = arc_retain(h);
    acc += *s;
    arc_release(s);
  }
  return acc;
}

int main(void) {
  long stride = fault_setup(4);
  owner = arc_alloc(sizeof(long), destroy);
  *owner = 7;
  if (sigsetjmp(env, 1) == 0)
    printf("loops ended normally %ld\n", run(owner, (const long *)region, stride, n_iter));
  else
    printf("left the second loop by SIGSEGV, destroyed %d\n", destroyed);
  return 0;
}
