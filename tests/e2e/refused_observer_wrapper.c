// Rule H4, observer behind a visible callee: a copy-on-write loop asks a noinline wrapper in
// this file, is_shared(), whether the object is shared; the wrapper calls arc_is_unique(). With
// the loop's retain hoisted the answer would change (the object would look shared in every
// iteration and be copied). The pass must refuse, naming the wrapper; both builds print the same.
//
// RUN: %clang -O2 %cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %t.nopass.o %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags %t.pass.o %rc_support %arcrt -o %t.pass
// RUN: %t.nopass > %t.nopass.out 2> %t.nopass.count
// RUN: %t.pass > %t.pass.out 2> %t.pass.count
// RUN: diff %t.nopass.out %t.pass.out
// RUN: FileCheck %s --check-prefix=OUT < %t.pass.out

// OUT: copies=0

#include <arc.h>
#include <stdio.h>

#include "Inputs/harness.h"

/* pure and nothrow: the wrapper returns and only reads, so the retain after it still runs on
 * every entry to the loop (H5), and only H4 stands between the loop and hoisting. */
__attribute__((noinline, pure, nothrow)) static int is_shared(void *s) { return !arc_is_unique(s); }

__attribute__((noinline)) static long copies_made(long *p, long n) {
  long copies = 0;
  for (long i = 0; i < n; i++) {
    if (is_shared(p)) /* outside the loop's own retain: unique unless someone else holds it */
      copies++;
    long *s = arc_retain(p);
    // REMARK: refused_observer_wrapper.c:[[#@LINE-1]]:{{[0-9]+}}: remark: retain/release of 'p'
    // REMARK-SAME: not hoisted (H4): the loop calls is_shared() at
    // REMARK-SAME: refused_observer_wrapper.c:[[#@LINE-5]], which may read its count
    use(s);
    arc_release(s);
  }
  return copies;
}

int main(void) {
  long *p = arc_alloc(sizeof *p, NULL);
  *p = 3;
  printf("copies=%ld\n", copies_made(p, 1000));
  arc_release(p);
  return 0;
}
