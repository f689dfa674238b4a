// The pass must refuse: the loop copies a local handle that the loop itself rewrites
// (`shared = other` every 1000th iteration), so the copy is a different value from iteration to
// iteration. Rule H2: the missed remark says so. The loop keeps its N retains, and the output is
// the same as without the pass.
//
// RUN: %clang -O2 %cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %t.nopass.o %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags %t.pass.o %rc_support %arcrt -o %t.pass
// RUN: %t.nopass > %t.nopass.out 2> %t.nopass.count
// RUN: %t.pass > %t.pass.out 2> %t.pass.count
// RUN: diff %t.nopass.out %t.pass.out
// RUN: FileCheck %s --check-prefix=COUNT < %t.nopass.count
// RUN: FileCheck %s --check-prefix=COUNT < %t.pass.count
//
// The checking runtime, with the leak report, for both builds:
// RUN: %clang %cflags %t.nopass.o %rc_support %arcrt_check -o %t.nopass.check
// RUN: %clang %cflags %t.pass.o %rc_support %arcrt_check -o %t.pass.check
// RUN: env ARC_CHECK_LEAKS=1 %t.nopass.check > %t.nopass.check.out 2> %t.nopass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.nopass.check.err
// RUN: env ARC_CHECK_LEAKS=1 %t.pass.check > %t.pass.check.out 2> %t.pass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.pass.check.err
// RUN: diff %t.nopass.out %t.pass.check.out

// COUNT: count_rc: retains=100000 releases=100002 local_retains=0 local_releases=0

// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:

#include <arc.h>
#include <stdio.h>

#include "Inputs/harness.h"

enum { N = 100000 };

__attribute__((noinline)) static long sum(void *shared, void *other, long n) {
  long acc = 0;
  // REMARK: refused_handle_changes.c:[[#@LINE+3]]:{{[0-9]+}}: remark: retain/release of 'shared'
  // REMARK-SAME: not hoisted (H2): the handle is computed in the loop, so it may be a different object in different iterations
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s) * i;
    arc_release(s);
    if (i % 1000 == 999) { // swap the two handles: `shared` changes inside the loop
      void *t = shared;
      shared = other;
      other = t;
    }
  }
  return acc;
}

// REMARK-NOT: remark: {{.*(hoisted|retain/release)}}

int main(void) {
  long *first = arc_alloc(sizeof *first, NULL), *second = arc_alloc(sizeof *second, NULL);
  *first = 7;
  *second = 11;
  printf("sum: %ld\n", sum(first, second, N));
  arc_release(first);
  arc_release(second);
  return 0;
}
