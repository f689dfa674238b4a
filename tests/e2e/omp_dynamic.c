// `omp parallel for schedule(dynamic, 1000)`: each worker asks __kmpc_dispatch_next for chunks,
// and the chunk loop sits inside that dispatch loop. The pass hoists the pair out of the chunk
// loop but not out of the dispatch loop (rule H5: a worker that gets no chunk never ran the
// retain, so nothing guarantees a retain on entry). That is sound, and what this test asserts:
// one retain per chunk (N / 1000 = 100), not one per iteration and not one per worker. Same
// output; the checking runtime sees no misuse and no leak.
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

// NOPASS: count_rc: retains=100000 releases=100001 local_retains=0 local_releases=0
// PASS: count_rc: retains=100 releases=101 local_retains=0 local_releases=0

// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:

#include <arc.h>
#include <stdio.h>

#include "Inputs/harness.h"

enum { N = 100000, CHUNK = 1000 };

int main(void) {
  long *shared = arc_alloc(sizeof *shared, NULL);
  *shared = 7;
  long acc = 0;
  // The chunk loop gives the pair up, and the remark says it still runs once per chunk; the
  // dispatch loop refuses it (H5). Both remarks name their loop.
  // REMARK: omp_dynamic.c:[[#@LINE+10]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared'
  // REMARK-SAME: out of the chunk loop at omp_dynamic.c:{{[0-9]+}}: it still runs once per chunk
  // REMARK-SAME: of the OpenMP schedule, so 2 atomic operations per iteration become 2 per chunk
  // REMARK: omp_dynamic.c:[[#@LINE+7]]:{{[0-9]+}}: remark: retain/release of 'shared' not
  // REMARK-SAME: hoisted (H5): no retain of it runs on every entry to the dispatch loop (a worker
  // REMARK-SAME: may get no chunk), so it stays once per chunk (arc runtime; the OpenMP dispatch
  // REMARK-SAME: loop at omp_dynamic.c:{{[0-9]+}})
  // (the loops start at the pragma under LLVM 19 and at the `for` under LLVM 22)
#pragma omp parallel for schedule(dynamic, CHUNK) reduction(+ : acc)
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
