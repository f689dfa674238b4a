// ThreadSanitizer over the hoisted shared-handle loop: two threads copy the same handle in a
// loop; built with -fsanitize=thread and the pass, linked with the TSan build of the runtime,
// the run must be free of reports. Also: same output as without the pass, one retain per
// thread, and a clean run on the checking runtime.
//
// This uses pthreads, not OpenMP: libomp is not built with TSan, so TSan cannot see its barriers
// and reports false races on every OpenMP reduction (e.g. tests/e2e/omp_static.c under TSan).
//
// REQUIRES: tsan
// RUN: %clang -O2 %cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags -fsanitize=thread -fpass-plugin=%plugin \
// RUN:   -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.tsan.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %t.nopass.o %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags -fsanitize=thread %t.tsan.o %rc_support %arcrt_tsan -o %t.tsan
// RUN: %t.nopass > %t.nopass.out 2> %t.nopass.count
// RUN: env TSAN_OPTIONS=halt_on_error=1:exitcode=66 %t.tsan > %t.tsan.out 2> %t.tsan.err
// RUN: diff %t.nopass.out %t.tsan.out
// RUN: FileCheck %s --check-prefix=NOPASS < %t.nopass.count
// RUN: FileCheck %s --check-prefix=TSAN < %t.tsan.err
//
// The check can fail: the same program with a deliberate race (-DRACE) must be reported.
// RUN: %clang -O2 %cflags -fsanitize=thread -fpass-plugin=%plugin -DRACE %s %rc_support \
// RUN:   %arcrt_tsan -o %t.race
// RUN: env TSAN_OPTIONS=halt_on_error=1:exitcode=66 not %t.race > /dev/null 2> %t.race.err
// RUN: FileCheck %s --check-prefix=RACE < %t.race.err
//
// The checking runtime, with the leak report, on the build with the pass (without TSan):
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -c %s -o %t.pass.o
// RUN: %clang %cflags %t.pass.o %rc_support %arcrt_check -o %t.pass.check
// RUN: env ARC_CHECK_LEAKS=1 %t.pass.check > %t.pass.check.out 2> %t.pass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.pass.check.err
// RUN: diff %t.nopass.out %t.pass.check.out

// NOPASS: count_rc: retains=100000 releases=100001 local_retains=0 local_releases=0 threads=2
// TSAN-NOT: ThreadSanitizer
// RACE: WARNING: ThreadSanitizer: data race
// TSAN: count_rc: retains=2 releases=3 local_retains=0 local_releases=0 threads=2
// TSAN-SAME: max_per_thread=1
// TSAN-NOT: ThreadSanitizer

// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:

#include <arc.h>
#include <stdio.h>

#include "Inputs/harness.h"

enum { N = 100000, THREADS = 2 };

#ifdef RACE
static long racy; // written by both threads without synchronisation
#endif

struct job {
  void *shared; // borrowed: main holds the reference until the threads are joined
  long begin, end;
};

static void *work(void *arg) {
  struct job *job = arg;
  void *shared = job->shared;
  // The bounds are copied first: a loop test that rereads job->end after the release would be
  // refused (rule H8: job is reachable by other code, so a destructor run by the last release
  // could write it, and the exit test would see that write in the source but not once hoisted).
  long begin = job->begin, end = job->end;
  long acc = 0;
  // REMARK: tsan_pthreads.c:[[#@LINE+3]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared'
  // REMARK-SAME: out of the loop at tsan_pthreads.c:[[#@LINE+1]]: 2 atomic operations
  for (long i = begin; i < end; i++) {
    void *s = arc_retain(shared);
    acc += use(s) + i;
    arc_release(s);
  }
#ifdef RACE
  racy += acc;
#endif
  return (void *)acc;
}
// REMARK-NOT: remark: {{.*(hoisted|retain/release)}}

int main(void) {
  long *shared = arc_alloc(sizeof *shared, NULL);
  *shared = 7;
  struct job jobs[THREADS];
  for (int t = 0; t < THREADS; t++)
    jobs[t] = (struct job){shared, (long)N * t / THREADS, (long)N * (t + 1) / THREADS};
  printf("sum: %ld\n", run_threads(THREADS, work, jobs, sizeof jobs[0]));
  arc_release(shared);
  return 0;
}
