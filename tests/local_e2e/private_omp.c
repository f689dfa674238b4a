// The parallel case: inside `omp parallel for`, every iteration allocates, copies and
// drops its own object. The object lives in the outlined body and never leaves it, so it is
// LOCAL to whichever thread runs the iteration, although every thread runs the body. Same output
// as without the pass; the checking runtime (2 threads) sees no cross-thread touch and no leak.
//
// REQUIRES: openmp
// RUN: %clang -O2 %cflags %omp_cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags %omp_cflags -fpass-plugin=%plugin -Rpass=arc-elide \
// RUN:   -Rpass-missed=arc-elide -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %omp_ldflags %t.nopass.o %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags %omp_ldflags %t.pass.o %rc_support %arcrt -o %t.pass
// RUN: env OMP_NUM_THREADS=2 %t.nopass > %t.nopass.out 2> %t.nopass.count
// RUN: env OMP_NUM_THREADS=2 %t.pass > %t.pass.out 2> %t.pass.count
// RUN: diff %t.nopass.out %t.pass.out
// RUN: FileCheck %s --check-prefix=NOPASS < %t.nopass.count
// RUN: FileCheck %s --check-prefix=PASS < %t.pass.count
// RUN: %clang %cflags %omp_ldflags %t.pass.o %rc_support %arcrt_check -o %t.pass.check
// RUN: env OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 %t.pass.check > %t.pass.check.out \
// RUN:   2> %t.pass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.pass.check.err
// RUN: diff %t.nopass.out %t.pass.check.out

// NOPASS: count_rc: retains=100000 releases=200000 local_retains=0 local_releases=0 threads=2
// PASS: count_rc: retains=0 releases=0 local_retains=100000 local_releases=200000 threads=2
// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:

#include <arc.h>
#include <stdio.h>

#include "../e2e/Inputs/harness.h"

enum { N = 100000 };

int main(void) {
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < N; i++) {
    // REMARK: private_omp.c:[[#@LINE+3]]:{{[0-9]+}}: remark: object 'o' allocated
    // REMARK-SAME: at private_omp.c:[[#@LINE+2]]
    // REMARK-SAME: is thread-local: 3 atomic operations per iteration made plain
    long *o = arc_alloc(sizeof *o, NULL);
    *o = i;
    long *copy = arc_retain(o);
    acc += peek(copy);
    arc_release(copy);
    arc_release(o);
  }
  // REMARK-NOT: object
  printf("sum: %ld\n", acc);
  return 0;
}
