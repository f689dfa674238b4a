// Saturation (arc.h: an object becomes IMMORTAL when its count reaches ARC_COUNT_SATURATION) sees
// the same counts with and without the pass, although the pass changes an object's state and the
// number of retains that bring it there. Two objects are driven to the threshold with real
// retains (2^30 of them, a few seconds):
//
//   a  never leaves main: the pass allocates it LOCAL (arc_alloc_local) where the source makes
//      it BIASED, and hoists its retain/release pair out of the second loop;
//   b  is published in a global, so it stays BIASED, and the pass hoists its pair: the owner's
//      retains are 2^17 fewer with the pass.
//
// Both reach 2^30 references in the second loop's first iteration (with the pass: at the hoisted
// retain) and must be IMMORTAL either way. libarcrt-sabotage-states.a restores the old rule (LOCAL
// objects at 2^63, a BIASED owner's count read only at every 2^16-th retain, after b's halves were
// moved off a multiple of 2^16): there a LOCAL a never saturates and a BIASED one does, and b
// saturates only without the pass, so the outputs differ.
//
// RUN: %clang -O2 %cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %t.nopass.o %arcrt -o %t.nopass
// RUN: %clang %cflags %t.pass.o %arcrt -o %t.pass
// RUN: %t.nopass > %t.nopass.out
// RUN: %t.pass > %t.pass.out
// RUN: FileCheck %s < %t.nopass.out
// RUN: diff %t.nopass.out %t.pass.out
// RUN: %clang %cflags %t.nopass.o %arcrt_sabotage_states -o %t.sabotage.nopass
// RUN: %clang %cflags %t.pass.o %arcrt_sabotage_states -o %t.sabotage.pass
// RUN: %t.sabotage.nopass > %t.sabotage.nopass.out
// RUN: %t.sabotage.pass > %t.sabotage.pass.out
// RUN: not diff %t.sabotage.nopass.out %t.sabotage.pass.out
// RUN: FileCheck %s --check-prefix=SABOTAGE-NOPASS < %t.sabotage.nopass.out
// RUN: FileCheck %s --check-prefix=SABOTAGE-PASS < %t.sabotage.pass.out

// CHECK: a: IMMORTAL
// CHECK-NEXT: b: IMMORTAL
// SABOTAGE-NOPASS: a: IMMORTAL
// SABOTAGE-NOPASS-NEXT: b: IMMORTAL
// SABOTAGE-PASS: a: count 1073741823
// SABOTAGE-PASS-NEXT: b: count 1073741823

#include <arc.h>
#include <stdio.h>

#include "../e2e/Inputs/harness.h"

enum { HOLD = ARC_COUNT_SATURATION - 2, PAIRS = 1 << 17 };

long *published;

static void show(const char *name, const long *o) {
  long n = arc_count(o);
  if (n == ARC_COUNT_IMMORTAL)
    printf("%s: IMMORTAL\n", name);
  else
    printf("%s: count %ld\n", name, n);
}

int main(void) {
  long acc = 0;
  // REMARK-DAG: saturation.c:[[#@LINE+1]]:{{[0-9]+}}: remark: object {{.*}} is thread-local
  long *a = arc_alloc(sizeof *a, NULL);
  *a = 1;
  for (long i = 0; i < HOLD; i++) // count 1 + HOLD = 2^30 - 1
    arc_retain(a);
  for (long i = 0; i < PAIRS; i++) {
    // REMARK-DAG: saturation.c:[[#@LINE+1]]:{{[0-9]+}}: remark: hoisted retain/release
    arc_retain(a); // the first takes the count to 2^30
    acc += peek(a);
    arc_release(a);
  }
  show("a", a);

  // REMARK-DAG: saturation.c:[[#@LINE+1]]:{{[0-9]+}}: remark: object {{.*}} stays shared
  long *b = arc_alloc(sizeof *b, NULL);
  *b = 2;
  published = b;
  arc_retain(b); // the owner's half one ahead of the count, off a multiple of 2^16
  arc_release(b);
  for (long i = 0; i < HOLD; i++)
    arc_retain(b);
  for (long i = 0; i < PAIRS; i++) {
    // REMARK-DAG: saturation.c:[[#@LINE+1]]:{{[0-9]+}}: remark: hoisted retain/release
    arc_retain(b);
    acc += peek(b);
    arc_release(b);
  }
  show("b", b);
  return acc == PAIRS * 3 ? 0 : 1;
}
