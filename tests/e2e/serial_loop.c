// A serial loop copying an invariant handle: with the pass the retain/release pair leaves the
// loop (one retain instead of N), the output stays the same, and the checking runtime sees no
// misuse and no leak.
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
//
// The checking runtime, with the leak report, for both builds:
// RUN: %clang %cflags %t.nopass.o %rc_support %arcrt_check -o %t.nopass.check
// RUN: %clang %cflags %t.pass.o %rc_support %arcrt_check -o %t.pass.check
// RUN: env ARC_CHECK_LEAKS=1 %t.nopass.check > %t.nopass.check.out 2> %t.nopass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.nopass.check.err
// RUN: env ARC_CHECK_LEAKS=1 %t.pass.check > %t.pass.check.out 2> %t.pass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.pass.check.err
// RUN: diff %t.nopass.out %t.pass.check.out

// NOPASS: count_rc: retains=100000 releases=100001 local_retains=0 local_releases=0
// PASS: count_rc: retains=1 releases=2 local_retains=0 local_releases=0

// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:

#include <arc.h>
#include <stdio.h>

#include "Inputs/harness.h"

enum { N = 100000 };

__attribute__((noinline)) static long sum(void *shared, long n) {
  long acc = 0;
  // REMARK: serial_loop.c:[[#@LINE+3]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared'
  // REMARK-SAME: out of the loop at serial_loop.c:[[#@LINE+1]]: 2 atomic operations per iteration
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s) + i;
    arc_release(s);
  }
  return acc;
}

// REMARK-NOT: remark: {{.*(hoisted|retain/release)}}

int main(void) {
  long *shared = arc_alloc(sizeof *shared, NULL);
  *shared = 7;
  printf("sum: %ld\n", sum(shared, N));
  arc_release(shared);
  return 0;
}
