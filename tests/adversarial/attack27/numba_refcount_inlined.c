/* Attacks (numba profile under runtime=numba, H4): NRT_MemInfo_refcount, the profile's one
 * observer (numba/core/runtime/nrt.h), as a small function in the same module as the code that
 * counts (numba's nrt.c compiled with the program, as a unity or LTO build would have it). clang
 * inlines it before the pass runs, so the observer is a plain load of mi->refct when the pass
 * looks; the NRT_incref/NRT_decref pair after it is hoisted and every iteration sees count 2.
 * The MemInfo layout and the three entries are nrt.c's (refct first, atomic add/sub, dtor at 0).
 * Correct output: "refcount 1 in 100 of 100", exit 0. */
// ENV: ARCELIDE_OPTIONS=runtime=numba
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct MemInfo {
  _Atomic size_t refct;
  void (*dtor)(void *ptr, size_t size, void *info);
  void *dtor_info;
  void *data;
  size_t size;
} NRT_MemInfo;

__attribute__((noinline)) void NRT_incref(NRT_MemInfo *mi) {
  if (mi)
    atomic_fetch_add_explicit(&mi->refct, 1, memory_order_relaxed);
}
__attribute__((noinline)) void NRT_decref(NRT_MemInfo *mi) {
  if (mi && atomic_fetch_sub_explicit(&mi->refct, 1, memory_order_acq_rel) == 1)
    free(mi);
}
size_t NRT_MemInfo_refcount(NRT_MemInfo *mi) {
  return mi ? atomic_load_explicit(&mi->refct, memory_order_relaxed) : (size_t)-1;
}

static volatile int n = 100;
double sink;

__attribute__((noinline)) static int scan(NRT_MemInfo *mi, int iters) {
  int ones = 0;
  for (int i = 0; i < iters; i++) {
    ones += NRT_MemInfo_refcount(mi) == 1;
    NRT_incref(mi);
    sink += *(double *)mi->data;
    NRT_decref(mi);
  }
  return ones;
}

int main(void) {
  static double payload = 1.5;
  NRT_MemInfo *mi = calloc(1, sizeof *mi);
  mi->refct = 1;
  mi->data = &payload;
  printf("refcount 1 in %d of %d\n", scan(mi, n), n);
  NRT_decref(mi);
  return 0;
}
