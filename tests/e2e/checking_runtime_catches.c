// The oracle the other e2e tests rely on can fail: run against the checking runtime with
// ARC_CHECK_LEAKS=1, a program that keeps one reference too many must exit with a leak report,
// and one that drops one too many must abort with an arc-check: message. The correct program
// passes the same check. (The sabotage the e2e tests' CHECKRT lines guard against.)
//
// RUN: %clang -O2 %cflags %s %rc_support %arcrt_check -o %t.ok
// RUN: env ARC_CHECK_LEAKS=1 %t.ok > /dev/null 2> %t.ok.err
// RUN: FileCheck %s --check-prefix=OK < %t.ok.err
// RUN: %clang -O2 %cflags -DLEAK %s %rc_support %arcrt_check -o %t.leak
// RUN: env ARC_CHECK_LEAKS=1 not %t.leak > /dev/null 2> %t.leak.err
// RUN: FileCheck %s --check-prefix=LEAK < %t.leak.err
// RUN: %clang -O2 %cflags -DOVER_RELEASE %s %rc_support %arcrt_check -o %t.over
// RUN: env ARC_CHECK_LEAKS=1 not --crash %t.over > /dev/null 2> %t.over.err
// RUN: FileCheck %s --check-prefix=OVER < %t.over.err

// OK-NOT: arc-check:
// OK: arc-check: no leaks
// LEAK: arc-check: leaks: 1 live objects at exit
// OVER: arc-check:
// OVER-NOT: no leaks

#include <arc.h>
#include <stdio.h>

#include "Inputs/harness.h"

int main(void) {
  long *shared = arc_alloc(sizeof *shared, NULL);
  *shared = 7;
  long acc = 0;
  for (long i = 0; i < 1000; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
#ifndef LEAK
    arc_release(s);
#endif
  }
#ifdef OVER_RELEASE
  arc_release(shared);
#endif
  printf("sum: %ld\n", acc);
  arc_release(shared);
  return 0;
}
