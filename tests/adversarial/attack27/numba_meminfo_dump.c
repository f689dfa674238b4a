/* Attacks (numba profile, an observer missing from the table): NRT_MemInfo_dump(mi, out), nrt.h's
 * "Print debug info to FILE" (nrt.c: fprintf(out, "MemInfo %p refcount %zu\n", mi, mi->refct)),
 * which prints the count but is not listed as an observer. It is called between the iteration's
 * NRT_decref and the next NRT_incref, where the source holds no extra reference. Defined here
 * with nrt.c's body (numba's runtime cannot be linked from C here). A hoist would print
 * "refcount 2"; the pass must refuse (fprintf may not return: H5/H8).
 * Correct output: three lines "MemInfo refcount 1", exit 0. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct MemInfo {
  _Atomic size_t refct;
  void *data;
} NRT_MemInfo;

__attribute__((noinline)) void NRT_incref(NRT_MemInfo *mi) {
  if (mi)
    atomic_fetch_add_explicit(&mi->refct, 1, memory_order_relaxed);
}
__attribute__((noinline)) void NRT_decref(NRT_MemInfo *mi) {
  if (mi && atomic_fetch_sub_explicit(&mi->refct, 1, memory_order_acq_rel) == 1)
    free(mi);
}
__attribute__((noinline)) void NRT_MemInfo_dump(NRT_MemInfo *mi, FILE *out) {
  fprintf(out, "MemInfo refcount %zu\n", (size_t)mi->refct);
}

static volatile int n = 3;
long sink;

__attribute__((noinline)) static void scan(NRT_MemInfo *mi, int iters) {
  for (int i = 0; i < iters; i++) {
    NRT_incref(mi);
    sink += *(long *)mi->data;
    NRT_decref(mi);
    NRT_MemInfo_dump(mi, stdout);
  }
}

int main(void) {
  static long payload = 1;
  NRT_MemInfo *mi = calloc(1, sizeof *mi);
  mi->refct = 1;
  mi->data = &payload;
  scan(mi, n);
  NRT_decref(mi);
  return 0;
}
