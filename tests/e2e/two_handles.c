// Two handles in one `omp parallel for` body, each retained and released every iteration.
// Same output with and without the pass; the checking runtime sees no misuse and no leak.
//
// With the pass both pairs leave the loop: at most 2 retains per worker per handle, so at most
// 8 with 2 threads (the second retain comes after the call to arc_retain(first): the pass must
// know that runtime calls always return, or rule H5 would keep the second pair in the loop).
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

// NOPASS: count_rc: retains=200000 releases=200002 local_retains=0 local_releases=0
// PASS: count_rc: retains={{[2-8]}} releases={{[4-9]|10}} local_retains=0 local_releases=0
// PASS-SAME: threads={{[12]}} max_per_thread={{[1-4]$}}

// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:

#include <arc.h>
#include <stdio.h>

#include "Inputs/harness.h"

enum { N = 100000 };

int main(void) {
  long *first = arc_alloc(sizeof *first, NULL), *second = arc_alloc(sizeof *second, NULL);
  *first = 7;
  *second = 11;
  long acc = 0;
  // REMARK: two_handles.c:[[#@LINE+6]]:{{[0-9]+}}: remark: hoisted retain/release of 'first'
  // REMARK-SAME: out of the parallel loop at two_handles.c:[[#@LINE+3]]: 2 atomic operations
  // REMARK: two_handles.c:[[#@LINE+5]]:{{[0-9]+}}: remark: hoisted retain/release of 'second'
  // REMARK-SAME: out of the parallel loop at two_handles.c:[[#@LINE+1]]: 2 atomic operations
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < N; i++) {
    void *a = arc_retain(first);
    void *b = arc_retain(second);
    acc += use(a) * i + use(b);
    arc_release(a);
    arc_release(b);
  }
  // REMARK-NOT: remark: {{.*(hoisted|retain/release)}}
  printf("sum: %ld\n", acc);
  arc_release(second);
  arc_release(first);
  return 0;
}
