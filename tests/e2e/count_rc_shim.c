// The counting shim itself (Inputs/count_rc.c): linked with -Wl,--wrap, it must see every call
// that -O2 code makes to the four retain/release entries, from every thread, forward each to the
// runtime (the counts really change), and print exact totals at exit. Built without the pass,
// so the calls stay where they are written.
//
// RUN: %clang -O2 %cflags %s %rc_support %arcrt -o %t
// RUN: %t 2>&1 | FileCheck %s
// RUN: %clang -O2 %cflags %s %rc_support %arcrt_check -o %t.check
// RUN: env ARC_CHECK_LEAKS=1 %t.check > %t.check.out 2>&1
// RUN: FileCheck %s < %t.check.out
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.check.out

// CHECK: counts after the loops: 2001 and 1001
// CHECK: count_rc: retains=2500 releases=2501 local_retains=500 local_releases=501 threads=3
// CHECK-SAME: max_per_thread=1000{{$}}
// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks (2 objects allocated, 2 freed, 0 immortalized)

#include <arc.h>
#include <stdio.h>

#include "Inputs/harness.h"

enum { N = 1000 };

static void *shared;

static void *retain_many(void *arg) {
  (void)arg;
  for (int i = 0; i < N; i++)
    arc_retain(shared); // released by main after the join
  return NULL;
}

int main(void) {
  shared = arc_alloc(16, NULL);
  void *local = arc_alloc_local(16, NULL);
  struct threads threads;
  start_threads(&threads, 2, retain_many, NULL, 0);
  for (int i = 0; i < N / 2; i++) {
    arc_retain(local);
    arc_retain_local(local);
  }
  join_threads(&threads);
  printf("counts after the loops: %ld and %ld\n", arc_count(shared), arc_count(local));
  fflush(stdout);
  for (int i = 0; i < 2 * N; i++)
    arc_release(shared);
  for (int i = 0; i < N / 2; i++) {
    arc_release(local);
    arc_release_local(local);
  }
  arc_release(shared);
  arc_release_local(local);
  return 0;
}
