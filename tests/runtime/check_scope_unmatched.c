// The checking build aborts on a scoped release that matches no registered loop reference
// (here: released twice), naming the object and the frame slot.
//
// RUN: %clang %cflags %s %arcrt_check -o %t
// RUN: not --crash %t 2>&1 | FileCheck %s
// CHECK: arc-check: unmatched arc_release_scoped(0x{{[0-9a-f]+}}, frame slot 0x{{[0-9a-f]+}})

#include <arc.h>

int main(void) {
  void *p = arc_alloc(8, 0);
  arc_retain(p);
  long long slot = 0;
  arc_retain_scoped(p, &slot);
  arc_release_scoped(p, &slot);
  arc_release_scoped(p, &slot);
  return 0;
}
