// exit() releases the calling thread's stranded loop references (arc.h, "Loop references"):
// a scoped "loop" left by exit(), with an atexit handler (registered first, so it runs after
// the runtime's) that drops the last other reference. The destructor must run and say so.
// Against the default and the checking build.
//
// RUN: %clang %cflags -O2 %s %arcrt -o %t && %t | FileCheck %s
// RUN: %clang %cflags -O2 %s %arcrt_check -o %t.check
// RUN: env ARC_CHECK_LEAKS=1 %t.check 2>&1 | FileCheck %s --check-prefixes=CHECK,NOLEAK \
// RUN:   --implicit-check-not=arc-check:
// And a handler registered after the runtime's (it runs first) works as well:
// RUN: %clang %cflags -O2 -DLATE_HANDLER %s %arcrt -o %t.late && %t.late | FileCheck %s
//
// CHECK: in the loop
// CHECK-NEXT: destructor ran
// NOLEAK: arc-check: no leaks

#include <arc.h>

#include <stdio.h>
#include <stdlib.h>

static void *owner;
static void say_destroyed(void *payload) {
  (void)payload;
  printf("destructor ran\n");
}
static void drop_owner(void) { arc_release(owner); }

__attribute__((noinline)) static void loop(void *p) {
  long long slot = 0;
  arc_retain_scoped(p, &slot);
#ifdef LATE_HANDLER
  atexit(drop_owner);
#endif
  for (int i = 0;; i++)
    if (i == 3) {
      printf("in the loop\n");
      exit(0);
    }
  arc_release_scoped(p, &slot);
}

int main(void) {
#ifndef LATE_HANDLER
  atexit(drop_owner);
#endif
  owner = arc_alloc(8, say_destroyed);
  loop(owner);
  return 1;
}
