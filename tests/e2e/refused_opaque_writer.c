// The pass must refuse: the loop copies a global handle and calls step(), which the compiler
// cannot see and which may (and every 1000th time does) rewrite the global. Rule H2: the missed
// remark names the rule and the writer. The loop keeps its N retains, and the output is the same
// as without the pass (a wrong hoist would keep summing the old object's payload).
//
// RUN: %clang -O2 %cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %t.nopass.o %inputs/global_handle.c %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags %t.pass.o %inputs/global_handle.c %rc_support %arcrt -o %t.pass
// RUN: %t.nopass > %t.nopass.out 2> %t.nopass.count
// RUN: %t.pass > %t.pass.out 2> %t.pass.count
// RUN: diff %t.nopass.out %t.pass.out
// RUN: FileCheck %s --check-prefix=COUNT < %t.nopass.count
// RUN: FileCheck %s --check-prefix=COUNT < %t.pass.count
//
// The checking runtime, with the leak report, for both builds:
// RUN: %clang %cflags %t.nopass.o %inputs/global_handle.c %rc_support %arcrt_check \
// RUN:   -o %t.nopass.check
// RUN: %clang %cflags %t.pass.o %inputs/global_handle.c %rc_support %arcrt_check -o %t.pass.check
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

void step(long i); // Inputs/global_handle.c: swaps g_handle and g_spare
extern void *g_handle, *g_spare;

enum { N = 100000 };

int main(void) {
  long *first = arc_alloc(sizeof *first, NULL), *second = arc_alloc(sizeof *second, NULL);
  *first = 7;
  *second = 11;
  g_handle = first;
  g_spare = second;
  long acc = 0;
  for (long i = 0; i < N; i++) {
    void *s = arc_retain(g_handle);
    // REMARK: refused_opaque_writer.c:[[#@LINE-1]]:{{[0-9]+}}: remark: retain/release of
    // REMARK-SAME: 'g_handle' not hoisted (H2): it is reloaded from memory that the call to
    // REMARK-SAME: use() at refused_opaque_writer.c:[[#@LINE+1]] may write
    acc += use(s) * i;
    arc_release(s);
    step(i);
  }
  // REMARK-NOT: remark: {{.*(hoisted|retain/release)}}
  printf("sum: %ld\n", acc);
  arc_release(g_handle);
  arc_release(g_spare);
  return 0;
}
