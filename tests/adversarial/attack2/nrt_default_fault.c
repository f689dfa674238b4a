/* Attacks H5 with numba's entry names called from C (default profiles, no runtime=numba, so C's
 * rules apply): NRT_incref/NRT_decref defined here, a faulting read before the incref, as
 * fault_before_retain.c. Correct output: "freed", "left the loop at 4, freed 1", exit 0. */
#include "fault_common.h"
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  atomic_long rc;
  long v;
} NRT_MemInfo;
static int freed;
__attribute__((noinline, nothrow)) void NRT_incref(NRT_MemInfo *m) {
  if (m)
    atomic_fetch_add(&m->rc, 1);
}
__attribute__((noinline, nothrow)) void NRT_decref(NRT_MemInfo *m) {
  if (m && atomic_fetch_sub(&m->rc, 1) == 1) {
    freed = 1;
    printf("freed\n");
    free(m);
  }
}

static NRT_MemInfo *owner;
static volatile int where = -1, n_iter = 10;
static void drop_impl(int i) {
  where = i;
  if (i == 3) {
    NRT_decref(owner);
    owner = NULL;
  }
}
static void (*volatile drop)(int) = drop_impl;

static __attribute__((noinline)) long run(NRT_MemInfo *h, const long *probe, long stride, int n) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    acc += probe[i * stride];
    NRT_incref(h);
    acc += h->v;
    drop(i);
    NRT_decref(h);
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
