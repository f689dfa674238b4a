// The runtime's two assertion tiers (runtime/src/asserts.h; arc.h lists what each build checks).
//
// The cheap tier is on in the default build: destroying an object whose count word is not dead
// (here forced through the runtime's internal arcrt_destroy) aborts with an assertion.
// RUN: %clang %cflags -O2 -I%src_root/runtime/src %s %arcrt -o %t.default
// RUN: not --crash %t.default destroy-live 2>&1 | FileCheck %s --check-prefix=CHEAP
// CHEAP: arcrt: assertion failed: atomic_load_explicit(&h->rc, memory_order_relaxed) == 0
//
// The expensive tier is not: the retain/release fast paths keep exactly their instructions, so
// the default build lets a destructor retain its own (dead) object, while the checking build
// (level 2, and its side table) stops it. The same runtime sources built at level 2 stop it too.
// RUN: %t.default retain-dead 2>&1 | FileCheck %s --check-prefix=UNCHECKED
// RUN: %clang %cflags -O2 -I%src_root/runtime/src %s %arcrt_check -o %t.check
// RUN: not --crash %t.check retain-dead 2>&1 | FileCheck %s --check-prefix=CHECKING
// RUN: %clang %cflags -O2 -DARCRT_ASSERT_LEVEL=2 -I%src_root/runtime/src %s \
// RUN:   %src_root/runtime/src/alloc.c %src_root/runtime/src/destroy.c \
// RUN:   %src_root/runtime/src/asserts.c %src_root/runtime/src/owner.c \
// RUN:   %src_root/runtime/src/over_release.c \
// RUN:   %src_root/runtime/src/thread_exit.c \
// RUN:   %src_root/runtime/src/api.c -o %t.level2
// RUN: not --crash %t.level2 retain-dead 2>&1 | FileCheck %s --check-prefix=EXPENSIVE
// UNCHECKED: released
// CHECKING: arc-check: use after free: arc_retain(0x{{[0-9a-f]+}}) in thread {{.*}} the object
// CHECKING-SAME: is being destroyed
// EXPENSIVE: arcrt: assertion failed: rc != 0 ({{.*}}rc.h:{{[0-9]+}})
//
// And the default library's four retain/release entries contain no assertion at all, where the
// same entries built at level 2 call arcrt_assert_fail (the pattern can match):
// RUN: llvm-objdump -d -r --no-show-raw-insn \
// RUN:   --disassemble-symbols=arc_retain,arc_release,arc_retain_local,arc_release_local %arcrt \
// RUN:   | FileCheck %s --check-prefix=FAST --implicit-check-not=arcrt_assert_fail
// RUN: %clang -O2 -std=c11 -DARCRT_ASSERT_LEVEL=2 -I%src_root/runtime/include \
// RUN:   -c %src_root/runtime/src/api.c -o %t.api2.o
// RUN: llvm-objdump -d -r --no-show-raw-insn \
// RUN:   --disassemble-symbols=arc_retain,arc_release,arc_retain_local,arc_release_local \
// RUN:   %t.api2.o | FileCheck %s --check-prefix=FAST2
// FAST-COUNT-4: <arc_{{retain|release}}{{(_local)?}}>:
// FAST2: arcrt_assert_fail

#include <arc.h>
#include <stdio.h>
#include <string.h>

#include "object.h" // runtime/src: arcrt_destroy, arcrt_header_of

static void retain_self(void *payload) { arc_retain(payload); } // its count word is 0 here

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  if (strcmp(argv[1], "destroy-live") == 0) {
    void *o = arc_alloc(sizeof(long), NULL); // count 1: its word is not 0 (dead)
    arcrt_destroy(arcrt_header_of(o));
  } else if (strcmp(argv[1], "retain-dead") == 0) {
    arc_release(arc_alloc(sizeof(long), retain_self));
  }
  puts("released");
  return 0;
}
