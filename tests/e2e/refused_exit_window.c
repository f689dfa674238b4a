// Rule H8 (the exit window): the program. In the last iteration drop_owner() drops the
// other reference, so the loop's release is the last one and runs the destructor, which sets
// `destroyed`; the loop then reads `destroyed` (and GVN forwards that read to the code after
// the loop). Hoisted, the release would run at the exit, after the read, and the code after the
// loop would read the freed object. The pass must refuse, naming the read; both builds print the
// same.
//
// RUN: %clang -O2 %cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %t.nopass.o %inputs/owner.c %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags %t.pass.o %inputs/owner.c %rc_support %arcrt -o %t.pass
// RUN: %t.nopass > %t.nopass.out 2> %t.nopass.count
// RUN: %t.pass > %t.pass.out 2> %t.pass.count
// RUN: diff %t.nopass.out %t.pass.out
// RUN: FileCheck %s --check-prefix=OUT < %t.pass.out

// OUT: acc=1 destroyed=1

#include <arc.h>
#include <stdio.h>

struct str {
  long pad[3];
  long len;
};
extern int destroyed;
void drop_owner(void);
struct str *make_owned(long len);

__attribute__((noinline)) long f(struct str *p, long k) {
  long acc = 0;
  /* LLVM 22 would peel the last iteration, whose retain after the loop then shows the object
   * alive: the rest of the loop may be hoisted, and this test would lose its subject. */
#pragma clang loop unroll(disable)
  for (long i = 0; i <= k; i++) {
    struct str *s = arc_retain(p);
    // REMARK: refused_exit_window.c:[[#@LINE-1]]:{{[0-9]+}}: remark: retain/release of 'p' not
    // REMARK-SAME: hoisted (H8): the read of 'destroyed' at refused_exit_window.c:[[#@LINE+6]]
    // REMARK-SAME: after the release at refused_exit_window.c:[[#@LINE+4]] may see what a
    // REMARK-SAME: destructor writes
    if (i == k)
      drop_owner();
    arc_release(s);
    acc += destroyed;
  }
  if (!destroyed) /* not reached in the source: the destructor ran in the last iteration */
    acc += p->len;
  return acc;
}

int main(void) {
  struct str *p = make_owned(7);
  long acc = f(p, 3); /* p is borrowed from g_owner, which f's last iteration drops */
  printf("acc=%ld destroyed=%d\n", acc, destroyed);
  return 0;
}
