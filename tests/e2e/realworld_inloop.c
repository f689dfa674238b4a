// bench/realworld/inloop.py, the benchmark's count of refcount calls left in loops: it reads the
// final IR that -fembed-bitcode keeps in each object and counts the calls in a cycle of the CFG.
// The hoisted pair counts before the pass and not after; the call outside every loop never
// counts; the release in a cycle with two entries counts both times (LLVM's LoopInfo finds no
// loop there, its CycleInfo does: a count by loops would miss it). A folder argument reads every
// object in it; an object without embedded bitcode is counted as such.
//
// RUN: rm -rf %t && mkdir -p %t/objs
// RUN: %clang -O2 %cflags -fembed-bitcode -c %s -o %t/objs/base.o
// RUN: %clang -O2 %cflags -fembed-bitcode -fpass-plugin=%plugin -c %s -o %t/plugin.o
// RUN: %clang -O2 %cflags -c %s -o %t/objs/plain.o
// RUN: %python %src_root/bench/realworld/inloop.py --profiles arc --llvm-version %llvm_major \
// RUN:   --json %t/base.json %t/objs | FileCheck %s --check-prefix=BASE
// BASE: 2 objects (1 without bitcode): 4 retain/release call sites, 3 inside loops
// RUN: %python %src_root/bench/realworld/inloop.py --profiles arc --llvm-version %llvm_major \
// RUN:   %t/plugin.o | FileCheck %s --check-prefix=PLUGIN
// PLUGIN: 1 objects (0 without bitcode): {{[0-9]+}} retain/release call sites, 1 inside loops
// Another profile's entries are not counted.
// RUN: %python %src_root/bench/realworld/inloop.py --profiles glib --llvm-version %llvm_major \
// RUN:   %t/objs/base.o | FileCheck %s --check-prefix=GLIB
// GLIB: 1 objects (0 without bitcode): 0 retain/release call sites, 0 inside loops
// The loops kept in the JSON, with their calls' lines: the irreducible cycle's release.
// RUN: FileCheck %s --check-prefix=JSON < %t/base.json
// JSON: "entry": "arc_release",
// JSON: "function": "irreducible",
// JSON-NEXT: "kind": "release",
// JSON-NEXT: "line": [[#@LINE+25]],
#include "arc.h"
void use(void *);

/* A pair the pass hoists: two calls in the loop before, none after. */
void pair_loop(void *h, int n) {
  for (int i = 0; i < n; ++i) {
    void *s = arc_retain(h);
    use(s);
    arc_release(s);
  }
}

/* A call outside every loop: counted as a call, never as in a loop. */
void *outside(void *h) { return arc_retain(h); }

/* A cycle with two entries (irreducible): no loop for LoopInfo, a cycle for CycleInfo. */
void irreducible(void *h, int n, int k) {
  if (k)
    goto b;
a:
  use(h);
  if (--n <= 0)
    return;
b:
  arc_release(h);
  if (--n > 0)
    goto a;
}
