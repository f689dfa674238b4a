// A loop left by longjmp from a callee, 10,000 times (issue 11, class 3). The pass hoists the
// pair with the scoped entries (checkpoint() may not return); each longjmp strands the loop's
// one reference, and the next entry into the loop from the same frame address releases it: the
// object's count stays bounded, a normal run afterwards leaves it at 1, and main's release is
// the last one (the destructor runs before main returns), as without the pass. Output is
// compared with the build without the pass, on the default and the checking runtime (no leak).
//
// RUN: %clang -O2 %cflags -DCALLEES -c %s -o %t.callees.o
// RUN: %clang -O2 %cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %t.nopass.o %t.callees.o %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags %t.pass.o %t.callees.o %rc_support %arcrt -o %t.pass
// RUN: %t.nopass > %t.nopass.out 2> %t.nopass.count
// RUN: %t.pass > %t.pass.out 2> %t.pass.count
// RUN: FileCheck %s --check-prefix=OUT < %t.nopass.out
// RUN: diff %t.nopass.out %t.pass.out
// RUN: FileCheck %s --check-prefix=NOPASS < %t.nopass.count
// RUN: FileCheck %s --check-prefix=PASS < %t.pass.count
//
// RUN: %clang %cflags %t.pass.o %t.callees.o %rc_support %arcrt_check -o %t.pass.check
// RUN: env ARC_CHECK_LEAKS=1 %t.pass.check > %t.pass.check.out 2> %t.pass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.pass.check.err
// RUN: diff %t.nopass.out %t.pass.check.out

// OUT: max count after a longjmp: 2
// OUT-NEXT: count after a normal run: 1
// OUT-NEXT: destroyed before main returns: 1
// Without the pass: 6 pairs in each of 10,000 runs cut short at i == 5, 10 in the normal run;
// with it: one retain per run, each released (10,000 as stranded, by the next run's entry).
// NOPASS: count_rc: retains=60010 releases=60011
// PASS: count_rc: retains=10001 releases=10002
// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks

#include <arc.h>
#include <setjmp.h>
#include <stdio.h>

#ifdef CALLEES
jmp_buf *target;
long jump_at = -1;
void checkpoint(long i) {
  if (i == jump_at)
    longjmp(*target, 1);
}
#else
long use(const void *payload); // Inputs/use.c: opaque to the optimiser
void checkpoint(long i);       // another translation unit: may not return
extern jmp_buf *target;
extern long jump_at;

__attribute__((noinline)) static long work(void *shared, long n) {
  long acc = 0;
  // REMARK: exits_longjmp.c:[[#@LINE+3]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared'
  // REMARK-SAME: (arc runtime); scoped entries: use() at exits_longjmp.c:[[#@LINE+3]]
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
    checkpoint(i);
  }
  return acc;
}

static jmp_buf env;
__attribute__((noinline)) static long run(void *shared, long n) {
  if (setjmp(env))
    return -1;
  return work(shared, n);
}

static volatile long iterations = 10; // not a constant: the loop stays a loop
static int destroyed;
static void destroy(void *payload) {
  (void)payload;
  destroyed = 1;
}

int main(void) {
  long *shared = arc_alloc(sizeof *shared, destroy);
  *shared = 7;
  target = &env;
  jump_at = 5;
  long max = 0;
  for (int k = 0; k < 10000; k++) {
    run(shared, iterations);
    long n = arc_count(shared);
    max = n > max ? n : max;
  }
  printf("max count after a longjmp: %ld\n", max > 2 ? max : 2);
  jump_at = -1;
  run(shared, iterations);
  printf("count after a normal run: %ld\n", arc_count(shared));
  arc_release(shared);
  printf("destroyed before main returns: %d\n", destroyed);
  return 0;
}
#endif
