// One local handle captured by several parallel regions of one function, some of which store a
// new object into it (omp single; a region nested in another; regions inside a loop). The regions
// run one after another, so every region that only loads the handle retains it once per worker
// with the pass (4 such loops, one of them run 3 times: at most 6 x 2 = 12 retains with 2
// threads) instead of once per iteration. A region that hands the variable to a task
// (`omp task shared(...)`) stores its address into the task's shareds: its function's loop keeps
// its pair (N retains). Same output with and without the pass; the checking runtime sees no
// misuse and no leak.
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
// RUN: FileCheck %s --check-prefix=OUT < %t.pass.out
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

// Without the pass: 6 loops of N in regions() and 1 in with_task(); releases: those and the two
// objects' own.
// NOPASS: count_rc: retains=700000 releases=700002 local_retains=0 local_releases=0 threads=2
// With it: regions() at most 12 (2 per worker and region that loads), with_task() N.
// PASS: count_rc: retains=1000{{0[1-9]|1[0-2]}} releases=1000{{0[3-9]|1[0-4]}} local_retains=0
// PASS-SAME: local_releases=0 threads=2

// OUT: regions: 7 9 7 9 7 7
// OUT: with_task: 7

// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:

#include <arc.h>
#include <stdio.h>

#include "Inputs/harness.h"

enum { N = 100000 };

// The loop every loading region runs: the sum of use() over N copies of the handle, over N.
#define LOADING_REGION(shared, out)                                                                \
  do {                                                                                             \
    long acc = 0;                                                                                  \
    _Pragma("omp parallel for schedule(static) reduction(+ : acc)") for (long i = 0; i < N; i++) { \
      void *s = arc_retain(shared);                                                                \
      acc += use(s);                                                                               \
      arc_release(s);                                                                              \
    }                                                                                              \
    out = acc / N;                                                                                 \
  } while (0)

static void regions(long *first, long *second) {
  void *shared = first;
  long seen[6];
  // REMARK: omp_regions.c:[[#@LINE+1]]:{{.*}}: remark: hoisted retain/release of 'shared' out of the parallel loop
  LOADING_REGION(shared, seen[0]); // first
#pragma omp parallel
  {
#pragma omp single
    shared = second;
  }
  // REMARK: omp_regions.c:[[#@LINE+1]]:{{.*}}: remark: hoisted retain/release of 'shared' out of the parallel loop
  LOADING_REGION(shared, seen[1]); // second
  for (int round = 0; round < 3; round++) {
#pragma omp parallel
    {
#pragma omp single
      shared = shared == first ? second : first;
    }
    // REMARK: omp_regions.c:[[#@LINE+1]]:{{.*}}: remark: hoisted retain/release of 'shared' out of the parallel loop
    LOADING_REGION(shared, seen[2 + round]); // first, second, first
  }
#pragma omp parallel
  {
#pragma omp parallel
    {
#pragma omp single
      shared = first;
    }
  }
  // REMARK: omp_regions.c:[[#@LINE+1]]:{{.*}}: remark: hoisted retain/release of 'shared' out of the parallel loop
  LOADING_REGION(shared, seen[5]); // first
  printf("regions: %ld %ld %ld %ld %ld %ld\n", seen[0], seen[1], seen[2], seen[3], seen[4],
         seen[5]);
}

static void with_task(long *first, long *second) {
  void *shared = second;
  long seen;
#pragma omp parallel
  {
#pragma omp single
    {
#pragma omp task shared(shared)
      shared = first;
    }
  }
  // REMARK: omp_regions.c:[[#@LINE+1]]:{{.*}}: remark: retain/release of 'shared' not hoisted (H2)
  LOADING_REGION(shared, seen);
  // REMARK-NOT: remark: hoisted
  printf("with_task: %ld\n", seen);
}

int main(void) {
  long *first = arc_alloc(sizeof *first, NULL);
  long *second = arc_alloc(sizeof *second, NULL);
  *first = 7;
  *second = 9;
  regions(first, second);
  with_task(first, second);
  arc_release(first);
  arc_release(second);
  return 0;
}
