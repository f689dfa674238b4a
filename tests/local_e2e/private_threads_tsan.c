// Private objects in two threads at once: each thread allocates, copies and drops a fresh object
// per iteration; none leaves its thread, so the pass makes all of them LOCAL. Under
// ThreadSanitizer (program and runtime built with it) the run has no report: LOCAL counts are
// plain stores, and no other thread ever touches them. The checking runtime agrees (no
// cross-thread touch, no leak). pthreads, not OpenMP: libomp is not built with TSan.
//
// REQUIRES: tsan
// RUN: %clang -O2 %cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags -fsanitize=thread -fpass-plugin=%plugin -Rpass=arc-elide \
// RUN:   -Rpass-missed=arc-elide -c %s -o %t.tsan.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %t.nopass.o %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags -fsanitize=thread %t.tsan.o %rc_support %arcrt_tsan -o %t.tsan
// RUN: %t.nopass > %t.nopass.out 2> %t.nopass.count
// RUN: env TSAN_OPTIONS=halt_on_error=1:exitcode=66 %t.tsan > %t.tsan.out 2> %t.tsan.err
// RUN: diff %t.nopass.out %t.tsan.out
// RUN: FileCheck %s --check-prefix=TSAN < %t.tsan.err
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -c %s -o %t.pass.o
// RUN: %clang %cflags %t.pass.o %rc_support %arcrt_check -o %t.pass.check
// RUN: env ARC_CHECK_LEAKS=1 %t.pass.check > %t.pass.check.out 2> %t.pass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.pass.check.err
// RUN: diff %t.nopass.out %t.pass.check.out

// TSAN-NOT: ThreadSanitizer
// TSAN: count_rc: retains=0 releases=0 local_retains=20000 local_releases=40000 threads=2
// TSAN-NOT: ThreadSanitizer
// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:

#include <arc.h>
#include <stdio.h>

#include "../e2e/Inputs/harness.h"

enum { N = 10000, THREADS = 2 };

static void *work(void *arg) {
  long seed = *(long *)arg;
  long acc = 0;
  for (long i = 0; i < N; i++) {
    // REMARK: private_threads_tsan.c:[[#@LINE+3]]:{{[0-9]+}}: remark: object 'o' allocated
    // REMARK-SAME: at private_threads_tsan.c:[[#@LINE+2]]
    // REMARK-SAME: is thread-local: 3 atomic operations per iteration made plain
    long *o = arc_alloc(sizeof *o, NULL);
    *o = seed + i;
    long *copy = arc_retain(o);
    acc += peek(copy);
    arc_release(copy);
    arc_release(o);
  }
  return (void *)acc;
}
// REMARK-NOT: object

int main(void) {
  long seeds[THREADS];
  for (int t = 0; t < THREADS; t++)
    seeds[t] = t * 1000L;
  printf("sum: %ld\n", run_threads(THREADS, work, seeds, sizeof seeds[0]));
  return 0;
}
