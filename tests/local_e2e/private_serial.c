// A fresh object per iteration of a serial loop, copied, read and dropped: it never leaves the
// loop body, so the pass allocates it LOCAL and its retain and releases take the local entries
// (count_rc counts them apart). Same output as without the pass; the checking runtime reports
// nothing and finds no leak.
//
// RUN: %clang -O2 %cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %t.nopass.o %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags %t.pass.o %rc_support %arcrt -o %t.pass
// RUN: %t.nopass > %t.nopass.out 2> %t.nopass.count
// RUN: %t.pass > %t.pass.out 2> %t.pass.count
// RUN: diff %t.nopass.out %t.pass.out
// RUN: FileCheck %s --check-prefix=NOPASS < %t.nopass.count
// RUN: FileCheck %s --check-prefix=PASS < %t.pass.count
// RUN: %clang %cflags %t.pass.o %rc_support %arcrt_check -o %t.pass.check
// RUN: env ARC_CHECK_LEAKS=1 %t.pass.check > %t.pass.check.out 2> %t.pass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.pass.check.err
// RUN: diff %t.nopass.out %t.pass.check.out

// NOPASS: count_rc: retains=100000 releases=200000 local_retains=0 local_releases=0
// PASS: count_rc: retains=0 releases=0 local_retains=100000 local_releases=200000
// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:

#include <arc.h>
#include <stdio.h>

#include "../e2e/Inputs/harness.h"

enum { N = 100000 };

int main(void) {
  long acc = 0;
  for (long i = 0; i < N; i++) {
    // REMARK: private_serial.c:[[#@LINE+3]]:{{[0-9]+}}: remark: object 'o' allocated
    // REMARK-SAME: at private_serial.c:[[#@LINE+2]]
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
