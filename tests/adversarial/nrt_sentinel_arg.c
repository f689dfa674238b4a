/* Attacks (numba profile: "arguments held by the caller" used in place of H5). run(a, have)
 * increfs and decrefs its argument only when have[i] is set; the caller passes a read-only
 * sentinel that is not a MemInfo (a valid C pointer, never handed to NRT_incref by the source)
 * with every have[i] = 0, and a real MemInfo with have[] set. Hoisting the conditional pair into
 * the preheader increfs the sentinel: a write to read-only memory (SIGSEGV).
 * Correct output: "sum 0", "sum 21", "destroyed", exit 0. */
#include <stdio.h>
#include <stdlib.h>

typedef struct MemInfo {
  long refct;
  long value;
} MemInfo;

__attribute__((noinline)) void NRT_incref(MemInfo *mi) {
  if (mi)
    __atomic_add_fetch(&mi->refct, 1, __ATOMIC_RELAXED);
}
__attribute__((noinline)) void NRT_decref(MemInfo *mi) {
  if (mi && __atomic_sub_fetch(&mi->refct, 1, __ATOMIC_ACQ_REL) == 0) {
    printf("destroyed\n");
    free(mi);
  }
}

static const MemInfo EMPTY = {0, 0}; /* "no object": never refcounted */

static __attribute__((noinline)) long run(const MemInfo *a, const int *have, int n) {
  long sum = 0;
  for (int i = 0; i < n; i++) {
    if (have[i]) {
      NRT_incref((MemInfo *)a);
      sum += a->value;
      NRT_decref((MemInfo *)a);
    }
  }
  return sum;
}

static volatile int three = 3; /* keeps the loops loops */

int main(void) {
  int none[3] = {0, 0, 0}, all[3] = {1, 1, 1};
  printf("sum %ld\n", run(&EMPTY, none, three));
  MemInfo *m = malloc(sizeof *m);
  m->refct = 1, m->value = 7;
  printf("sum %ld\n", run(m, all, three));
  NRT_decref(m);
  return 0;
}
