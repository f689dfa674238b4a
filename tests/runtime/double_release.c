// Default build: a release that finds the count already zero ends the program with one line
// naming the object and the call site, not a corrupted free list or a SIGSEGV later (rc.h,
// over_release.c; arc.h lists what the default build detects and what it does not). Cases: a
// double release of a BIASED object (arc_alloc), of a LOCAL one (arc_alloc_local) and of a
// SHARED one (published), each after the first release gave its block to the thread's cache
// (also with other blocks cached behind it: the cache's link must not look like a count); and a
// destructor releasing its own BIASED or LOCAL object (count already zero, block not freed yet).
// Also through libarcrt.so.
//
// RUN: %clang %cflags -O0 %s %arcrt -o %t
// RUN: not --crash %t biased 2> %t.err
// RUN: FileCheck %s --check-prefix=SITE < %t.err
// RUN: not --crash %t local 2>&1 | FileCheck %s
// RUN: not --crash %t shared 2>&1 | FileCheck %s
// RUN: not --crash %t cached 2>&1 | FileCheck %s
// RUN: not --crash %t dying 2>&1 | FileCheck %s
// RUN: not --crash %t dying-local 2>&1 | FileCheck %s
// RUN: rm -rf %t.d && mkdir -p %t.d && cp %arcrt_so %t.d/libarcrt.so.0
// RUN: %clang %cflags -O0 %s %t.d/libarcrt.so.0 -Wl,-rpath,%t.d -o %t.d/prog
// RUN: not --crash %t.d/prog cached 2>&1 | FileCheck %s
// CHECK:      object [[P:0x[0-9a-f]+]]
// CHECK-NEXT: arcrt: count below zero: a release of [[P]] (double release?), called from
// CHECK-NOT:  not caught
// SITE:      arcrt: count below zero: a release of 0x{{[0-9a-f]+}} (double release?), called from {{.*}}double_release.c.tmp (addr2line -f -e {{.*}}double_release.c.tmp 0x{{[0-9a-f]+}})
// SITE-NOT:  arcrt:
//
// The address printed leads to the second release's line.
// RUN: sed -n 's/^arcrt: .*(addr2line -f -e \(.*\) \(0x[0-9a-f]*\))$/\1 \2/p' %t.err \
// RUN:   | llvm-symbolizer --output-style=GNU | FileCheck %s --check-prefix=LINE
// LINE:      main
// LINE-NEXT: double_release.c:[[#@LINE+23]]
//
// With the executable's symbols exported, the line names the caller.
// RUN: %clang %cflags -O0 -rdynamic %s %arcrt -o %t.rdynamic
// RUN: not --crash %t.rdynamic biased 2>&1 | FileCheck %s --check-prefix=NAMED
// NAMED: called from main+0x{{[0-9a-f]+}} in {{.*}}.rdynamic (addr2line

#include <arc.h>

#include <stdio.h>
#include <string.h>

static void release_self(void *payload) { arc_release(payload); }
static void release_self_local(void *payload) { arc_release_local(payload); }

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  setvbuf(stdout, NULL, _IONBF, 0);
  void *p = NULL;
  if (strcmp(mode, "biased") == 0) {
    p = arc_alloc(8, NULL);
    printf("object %p\n", p);
    arc_release(p);
    arc_release(p); // the line LINE expects
  } else if (strcmp(mode, "local") == 0) {
    p = arc_alloc_local(8, NULL);
    printf("object %p\n", p);
    arc_release_local(p);
    arc_release_local(p);
  } else if (strcmp(mode, "shared") == 0) {
    p = arc_publish(arc_alloc_local(8, NULL));
    printf("object %p\n", p);
    arc_release(p);
    arc_release(p);
  } else if (strcmp(mode, "cached") == 0) {
    void *a = arc_alloc(8, NULL), *c = arc_alloc(8, NULL);
    p = arc_alloc(8, NULL);
    printf("object %p\n", p);
    arc_release(a);
    arc_release(p); // cached behind a
    arc_release(c); // cached in front of p
    arc_release(p);
  } else if (strcmp(mode, "dying") == 0) {
    p = arc_alloc(8, release_self);
    printf("object %p\n", p);
    arc_release(p);
  } else if (strcmp(mode, "dying-local") == 0) {
    p = arc_alloc_local(8, release_self_local);
    printf("object %p\n", p);
    arc_release_local(p);
  }
  printf("not caught\n");
  return 0;
}
