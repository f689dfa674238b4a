// Captured by a parallel region: an object allocated before `omp parallel for` and copied in
// its body by every thread. The fork call that starts the team is an escape, so the object stays
// SHARED; the checking runtime (2 threads) finds no misuse and no leak. (No TSan run: libomp is
// not built with TSan, which then reports its barriers as races; pass_to_thread.c is the
// pthreads version.)
//
// REQUIRES: openmp
// RUN: %clang -O2 %cflags %omp_cflags -fpass-plugin=%plugin -Rpass=arc-elide \
// RUN:   -Rpass-missed=arc-elide -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %omp_ldflags %t.pass.o %rc_support %arcrt_check -o %t.check
// RUN: env OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 %t.check > %t.check.out 2> %t.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.check.err

// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:
// CHECKRT-NEXT: local_retains=0 local_releases=0

#include <arc.h>
#include <stdio.h>

#include "../e2e/Inputs/harness.h"

enum { N = 100000 };

int main(void) {
  // REMARK: omp_capture.c:[[#@LINE+3]]:{{[0-9]+}}: remark: object 'shared' allocated
  // REMARK-SAME: at omp_capture.c:[[#@LINE+2]]
  // REMARK-SAME: stays shared: it is {{.*}}
  long *shared = arc_alloc(sizeof *shared, NULL);
  *shared = 3;
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < N; i++) {
    void *s = arc_retain(shared);
    acc += use(s) + i;
    arc_release(s);
  }
  printf("sum: %ld\n", acc);
  arc_release(shared);
  return 0;
}
