// Rule H2, refinement "acquire": the reader. Each iteration waits for `ready` with an
// acquire load and then reloads the shared handle `cfg`; another thread may store a new handle
// to cfg, release the old one and publish with a release store, so the reload after the acquire
// may read a different handle each iteration. The pass must refuse, naming the acquire load
// (hoisted, the preheader's retain would run before the acquire, on an object the writer may
// already have released). Here a single thread runs it; both builds print the same.
//
// RUN: %clang -O2 %cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %t.nopass.o %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags %t.pass.o %rc_support %arcrt -o %t.pass
// RUN: %t.nopass > %t.nopass.out 2> %t.nopass.count
// RUN: %t.pass > %t.pass.out 2> %t.pass.count
// RUN: diff %t.nopass.out %t.pass.out
// RUN: FileCheck %s --check-prefix=COUNT < %t.pass.count

// COUNT: count_rc: retains=1000 releases=1001

#include <arc.h>
#include <stdatomic.h>
#include <stdio.h>

struct str {
  long len;
};
struct str *cfg;
atomic_int ready;
long use(const void *payload); /* tests/e2e/Inputs/use.c */

__attribute__((noinline)) long reader(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    while (!atomic_load_explicit(&ready, memory_order_acquire)) {
    }
    struct str *s = arc_retain(cfg);
    // REMARK: refused_acquire.c:[[#@LINE-1]]:{{[0-9]+}}: remark: retain/release of 'cfg' not
    // REMARK-SAME: hoisted (H2): it is reloaded from memory that another thread may write, and
    // REMARK-SAME: the acquire load at refused_acquire.c:[[#@LINE-5]] may make that write visible
    acc += use(s); /* opaque: keeps the pair from H9 (pairs nothing can disturb) */
    arc_release(s);
  }
  return acc;
}

int main(void) {
  cfg = arc_alloc(sizeof *cfg, NULL);
  cfg->len = 5;
  atomic_store_explicit(&ready, 1, memory_order_release);
  printf("acc=%ld\n", reader(1000));
  arc_release(cfg);
  return 0;
}
