// Rotated loops (H3, carried references, docs/rules/h3-balance.md): loops that release the
// previous iteration's copy and retain the next one. At -O2 the copy that enters the loop is a
// phi of the retain before the loop and the one at the end of the body; the loop holds one
// reference from its entry to its exit. With the pass the calls in the loop go and nothing is
// added: the retain before each loop and the release after it stay. Same output; the checking
// runtime sees no misuse and no leak.
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

// Without the pass: per loop one retain before it and N in it (3N + 3), the same number of
// releases plus main's. With it: the three retains before the loops.
// NOPASS: count_rc: retains=300003 releases=300004 local_retains=0 local_releases=0
// PASS: count_rc: retains=3 releases=4 local_retains=0 local_releases=0

// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:

#include <arc.h>
#include <stdio.h>

#include "Inputs/harness.h"

enum { N = 100000 };

// The pattern: use the copy, release it, take the next.
__attribute__((noinline)) static long use_then_swap(void *p, long n) {
  long acc = 0;
  void *s = arc_retain(p);
  // REMARK: rotated_loop.c:[[#@LINE+5]]:{{[0-9]+}}: remark: hoisted retain/release of 'p' out of
  // REMARK-SAME: the loop at rotated_loop.c:[[#@LINE+1]]: the reference it carries across the back edge
  for (long i = 0; i < n; i++) {
    acc += use(s) + i;
    arc_release(s);
    s = arc_retain(p);
  }
  arc_release(s);
  return acc;
}

// Swap first, then use (a while loop whose test LoopRotate moves to the bottom).
__attribute__((noinline)) static long swap_then_use(void *p, long n) {
  long acc = 0, i = 0;
  void *s = arc_retain(p);
  // REMARK: rotated_loop.c:[[#@LINE+4]]:{{[0-9]+}}: remark: hoisted retain/release of 'p' out of
  // REMARK-SAME: the loop at rotated_loop.c:[[#@LINE+1]]: the reference it carries across the back edge
  while (i < n) {
    arc_release(s);
    s = arc_retain(p);
    acc += use(s) * 2 + i++;
  }
  arc_release(s);
  return acc;
}

// A do-while whose swap happens on odd iterations only (balanced on both paths).
__attribute__((noinline)) static long swap_sometimes(void *p, long n) {
  long acc = 0, i = 0;
  void *s = arc_retain(p);
  // REMARK: rotated_loop.c:[[#@LINE+6]]:{{[0-9]+}}: remark: hoisted retain/release of 'p' out of
  // REMARK-SAME: the loop at rotated_loop.c:[[#@LINE+1]]: the reference it carries across the back edge
  do {
    acc += use(s);
    if (i & 1) {
      arc_release(s);
      s = arc_retain(p);
    }
  } while (++i < 2 * n);
  arc_release(s);
  return acc;
}

// REMARK-NOT: remark: {{.*(hoisted|retain/release)}}

int main(void) {
  long *shared = arc_alloc(sizeof *shared, NULL);
  *shared = 7;
  printf("use_then_swap: %ld\n", use_then_swap(shared, N));
  printf("swap_then_use: %ld\n", swap_then_use(shared, N));
  printf("swap_sometimes: %ld\n", swap_sometimes(shared, N));
  arc_release(shared);
  return 0;
}
