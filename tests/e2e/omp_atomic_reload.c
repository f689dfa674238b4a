// Rule H2, refinements "atomic reload" and "atomic copy". A handle read with `#pragma omp atomic
// read` from a variable the parallel region captures privately (nobody stores to it while the
// region runs) is hoisted, and the preheader copy stays an atomic load (a plain copy would race
// in the eyes of TSan). A handle read with a relaxed atomic load from a global that any thread
// may store to is refused (clang loads an atomic pointer as an integer, so here H2 already sees
// a different value per iteration; tests/hoist/h2_atomic_reload.ll has the pointer load).
//
// REQUIRES: openmp
// RUN: %clang -O2 %cflags %omp_cflags -fpass-plugin=%plugin -Rpass=arc-elide \
// RUN:   -Rpass-missed=arc-elide -S -emit-llvm %s -o %t.ll 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: %clang -O2 %cflags %omp_cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags %omp_cflags -fpass-plugin=%plugin -c %s -o %t.pass.o
// RUN: %clang %cflags %openmp %t.nopass.o %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags %openmp %t.pass.o %rc_support %arcrt -o %t.pass
// RUN: env OMP_NUM_THREADS=2 %t.nopass > %t.nopass.out 2> %t.nopass.count
// RUN: env OMP_NUM_THREADS=2 %t.pass > %t.pass.out 2> %t.pass.count
// RUN: diff %t.nopass.out %t.pass.out

// The outlined body's entry loads the handle once, atomically, and retains it.
// IR-LABEL: define internal void @parallel_sum.omp_outlined(
// IR: load atomic ptr, ptr %{{.*}} monotonic, align 8
// IR-NEXT: call ptr @arc_retain(

#include <arc.h>
#include <stdio.h>

#include "Inputs/harness.h"

long *g_cfg; /* read with relaxed atomic loads */

__attribute__((noinline)) long parallel_sum(long *handle, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    long *h;
#pragma omp atomic read
    h = handle;
    long *s = arc_retain(h);
    // REMARK-DAG: omp_atomic_reload.c:[[#@LINE-1]]:{{[0-9]+}}: remark: hoisted retain/release of
    // 'h' out of the parallel loop
    acc += use(s);
    arc_release(s);
  }
  return acc;
}

__attribute__((noinline)) long relaxed_sum(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    long *s = arc_retain(__atomic_load_n(&g_cfg, __ATOMIC_RELAXED));
    // REMARK-DAG: omp_atomic_reload.c:[[#@LINE-1]]:{{[0-9]+}}: remark: retain/release of '{{.*}}'
    // not hoisted (H2)
    acc += use(s);
    arc_release(s);
  }
  return acc;
}

int main(void) {
  long *p = arc_alloc(sizeof *p, NULL);
  *p = 2;
  __atomic_store_n(&g_cfg, p, __ATOMIC_RELAXED);
  printf("sum=%ld relaxed=%ld\n", parallel_sum(p, 1000), relaxed_sum(1000));
  arc_release(p);
  return 0;
}
