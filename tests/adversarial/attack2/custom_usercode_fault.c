/* Attacks H5 with a custom runtime WITHOUT no-user-code (ARCELIDE_OPTIONS retain=my_ref;
 * release=my_unref): its calls are taken to run any code; a faulting read before the retain, as
 * fault_before_retain.c. my_ref/my_unref are a plain atomic count with a destructor print, defined
 * in this file and kept out of line. Correct output: "freed", "left the loop at 4, freed 1", exit
 * 0. */
// ARCELIDE_OPTIONS: retain=my_ref;release=my_unref
#include "fault_common.h"
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

struct obj {
  atomic_long rc;
  long v;
};
static int freed;
__attribute__((noinline, nothrow)) struct obj *my_ref(struct obj *o) {
  atomic_fetch_add_explicit(&o->rc, 1, memory_order_relaxed);
  return o;
}
__attribute__((noinline, nothrow)) void my_unref(struct obj *o) {
  if (atomic_fetch_sub_explicit(&o->rc, 1, memory_order_acq_rel) == 1) {
    freed = 1;
    printf("freed\n");
    free(o);
  }
}

static struct obj *owner;
static volatile int where = -1, n_iter = 10;
static void drop_impl(int i) {
  where = i;
  if (i == 3) {
    my_unref(owner);
    owner = NULL;
  }
}
static void (*volatile drop)(int) = drop_impl;

static __attribute__((noinline)) long run(struct obj *h, const long *probe, long stride, int n) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    acc += probe[i * stride];
    struct obj *s = my_ref(h);
    acc += s->v;
    drop(i);
    my_unref(s);
  }
  return acc;
}

int main(void) {
  long stride = fault_setup(4);
  owner = malloc(sizeof *owner);
  atomic_init(&owner->rc, 1);
  owner->v = 3;
  if (sigsetjmp(env, 1) == 0)
    printf("loop ended normally %ld\n", run(owner, (const long *)region, stride, n_iter));
  else
    printf("left the loop at %d, freed %d\n", where + 1, freed);
  return 0;
}
