// The seed's loop: every worker of an `omp parallel for schedule(static)` copies the same
// handle, a local of the enclosing function captured by reference. With the pass each worker
// retains it once (at most 2 per worker allowed, so at most 4 with 2 threads) instead of once
// per iteration; same output; the checking runtime sees no misuse and no leak.
//
// REQUIRES: openmp
// RUN: %clang -O2 %cflags %omp_cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags %omp_cflags -fpass-plugin=%plugin \
// RUN:   -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %openmp %t.nopass.o %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags %openmp %t.pass.o %rc_support %arcrt -o %t.pass
// RUN: env OMP_NUM_THREADS=2 %t.nopass > %t.nopass.out 2> %t.nopass.count
// RUN: env OMP_NUM_THREADS=2 %t.pass > %t.pass.out 2> %t.pass.count
// RUN: diff %t.nopass.out %t.pass.out
// RUN: FileCheck %s --check-prefix=NOPASS < %t.nopass.count
// RUN: FileCheck %s --check-prefix=PASS < %t.pass.count
//
// The checking runtime, with the leak report, for both builds:
// RUN: %clang %cflags %openmp %t.nopass.o %rc_support %arcrt_check -o %t.nopass.check
// RUN: %clang %cflags %openmp %t.pass.o %rc_support %arcrt_check -o %t.pass.check
// RUN: env OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 %t.nopass.check > %t.nopass.check.out \
// RUN:   2> %t.nopass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.nopass.check.err
// RUN: env OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 %t.pass.check > %t.pass.check.out \
// RUN:   2> %t.pass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.pass.check.err
// RUN: diff %t.nopass.out %t.pass.check.out

// NOPASS: count_rc: retains=100000 releases=100001 local_retains=0 local_releases=0 threads=2
// PASS: count_rc: retains={{[1-4]}} releases={{[2-5]}} local_retains=0 local_releases=0
// PASS-SAME: threads={{[12]}} max_per_thread={{[12]$}}

// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:

#include <arc.h>
#include <stdio.h>

#include "Inputs/harness.h"

enum { N = 100000 };

int main(void) {
  long *shared = arc_alloc(sizeof *shared, NULL);
  *shared = 7;
  long acc = 0;
  // REMARK: omp_static.c:[[#@LINE+4]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared'
  // REMARK-SAME: out of the parallel loop at omp_static.c:[[#@LINE+1]]: 2 atomic operations
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < N; i++) {
    void *s = arc_retain(shared);
    acc += use(s) + i;
    arc_release(s);
  }
  // REMARK-NOT: remark: {{.*(hoisted|retain/release)}}
  printf("sum: %ld\n", acc);
  arc_release(shared);
  return 0;
}
