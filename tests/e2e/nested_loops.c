// Nested loops: the pair in the inner loop leaves the inner loop, then the outer one, so the
// whole nest does one retain (serial) or one per worker (the outer loop an `omp parallel for`,
// at most 2 per worker allowed). Same output; the checking runtime sees no misuse and no leak.
//
// REQUIRES: openmp
// RUN: %clang -O2 %cflags %omp_cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags %omp_cflags -fpass-plugin=%plugin \
// RUN:   -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %openmp %t.nopass.o %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags %openmp %t.pass.o %rc_support %arcrt -o %t.pass
// RUN: env OMP_NUM_THREADS=2 %t.nopass serial > %t.nopass.out 2> %t.nopass.count
// RUN: env OMP_NUM_THREADS=2 %t.pass serial > %t.pass.out 2> %t.pass.count
// RUN: diff %t.nopass.out %t.pass.out
// RUN: FileCheck %s --check-prefix=NOPASS < %t.nopass.count
// RUN: FileCheck %s --check-prefix=PASS < %t.pass.count
//
// The checking runtime, with the leak report, for both builds:
// RUN: %clang %cflags %openmp %t.nopass.o %rc_support %arcrt_check -o %t.nopass.check
// RUN: %clang %cflags %openmp %t.pass.o %rc_support %arcrt_check -o %t.pass.check
// RUN: env OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 %t.nopass.check serial > %t.nopass.check.out \
// RUN:   2> %t.nopass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.nopass.check.err
// RUN: env OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 %t.pass.check serial > %t.pass.check.out \
// RUN:   2> %t.pass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.pass.check.err
// RUN: diff %t.nopass.out %t.pass.check.out
//
// The parallel nest, same binaries:
// RUN: env OMP_NUM_THREADS=2 %t.nopass parallel > %t.nopass.par.out 2> %t.nopass.par.count
// RUN: env OMP_NUM_THREADS=2 %t.pass parallel > %t.pass.par.out 2> %t.pass.par.count
// RUN: diff %t.nopass.par.out %t.pass.par.out
// RUN: FileCheck %s --check-prefix=NOPASS < %t.nopass.par.count
// RUN: FileCheck %s --check-prefix=PARALLEL < %t.pass.par.count
// RUN: env OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 %t.pass.check parallel > %t.pass.par.check.out \
// RUN:   2> %t.pass.par.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.pass.par.check.err
// RUN: diff %t.nopass.par.out %t.pass.par.check.out

// NOPASS: count_rc: retains=100000 releases=100001 local_retains=0 local_releases=0
// PASS: count_rc: retains=1 releases=2 local_retains=0 local_releases=0
// PARALLEL: count_rc: retains={{[1-4]}} releases={{[2-5]}} local_retains=0 local_releases=0
// PARALLEL-SAME: threads={{[12]}} max_per_thread={{[12]$}}

// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:

#include <arc.h>
#include <stdio.h>
#include <string.h>

#include "Inputs/harness.h"

enum { OUTER = 100, INNER = 1000 };

__attribute__((noinline)) static long serial_nest(void *shared) {
  long acc = 0;
  // REMARK: nested_loops.c:[[#@LINE+6]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared'
  // REMARK-SAME: out of the loop at nested_loops.c:[[#@LINE+4]]: 2 atomic operations
  // REMARK: nested_loops.c:[[#@LINE+4]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared'
  // REMARK-SAME: out of the loop at nested_loops.c:[[#@LINE+1]]: 2 atomic operations
  for (long i = 0; i < OUTER; i++)
    for (long j = 0; j < INNER; j++) {
      void *s = arc_retain(shared);
      acc += use(s) * i + j;
      arc_release(s);
    }
  return acc;
}

__attribute__((noinline)) static long parallel_nest(void *shared) {
  long acc = 0;
  // REMARK: nested_loops.c:[[#@LINE+7]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared'
  // REMARK-SAME: out of the parallel loop at nested_loops.c:[[#@LINE+5]]: 2 atomic operations
  // REMARK: nested_loops.c:[[#@LINE+5]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared'
  // REMARK-SAME: out of the parallel loop at nested_loops.c:[[#@LINE+1]]: 2 atomic operations
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < OUTER; i++)
    for (long j = 0; j < INNER; j++) {
      void *s = arc_retain(shared);
      acc += use(s) * i + j;
      arc_release(s);
    }
  return acc;
}
// REMARK-NOT: remark: {{.*(hoisted|retain/release)}}

int main(int argc, char **argv) {
  long *shared = arc_alloc(sizeof *shared, NULL);
  *shared = 7;
  if (argc > 1 && strcmp(argv[1], "parallel") == 0)
    printf("parallel: %ld\n", parallel_nest(shared));
  else
    printf("serial: %ld\n", serial_nest(shared));
  arc_release(shared);
  return 0;
}
