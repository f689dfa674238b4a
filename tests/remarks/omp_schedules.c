// Remarks under OpenMP schedules with chunks: the pair leaves the chunk loop (2 per chunk), then
// the dispatch loop takes it lazily (docs/rules/lazy-hoisting.md): the retain
// stays in the chunk loop's preheader behind a flag, so a worker retains on its first chunk and
// releases once when it leaves the dispatch loop. Both remarks name their loop. Without chunks
// (plain schedule(static)) the pair leaves the parallel loop at once. Refusals of the lazy hoist
// (a count observer, a writer of the slot, a call that may not return between chunks) name their
// rule: tests/hoist/lazy_hoist.ll.
//
// REQUIRES: openmp
// RUN: %clang -O2 -g %omp_cflags -I%src_root/runtime/include -fpass-plugin=%plugin \
// RUN:   -Rpass=arc-elide -Rpass-missed=arc-elide -c %s -o /dev/null 2>&1 | FileCheck %s
#include <arc.h>

long use(const void *payload);

long static_chunked(void *shared, long n) {
  long acc = 0;
  // CHECK: omp_schedules.c:[[#@LINE+5]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the chunk loop at omp_schedules.c:[[#@LINE+3]]: 2 atomic operations per iteration become 2 per chunk of the OpenMP schedule (arc runtime)
  // CHECK: omp_schedules.c:[[#@LINE+4]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the OpenMP dispatch loop at omp_schedules.c:[[#@LINE+2]] on the first chunk: one retain per worker that runs a chunk, released when it leaves the dispatch loop (arc runtime)
  // CHECK-NOT: per iteration removed
#pragma omp parallel for schedule(static, 1) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}

long guided(void *shared, long n) {
  long acc = 0;
  // (the dispatch loop starts at the pragma under LLVM 19, at the `for` under LLVM 22)
  // CHECK: omp_schedules.c:[[#@LINE+4]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the chunk loop at omp_schedules.c:[[#@LINE+2]]: 2 atomic operations per iteration become 2 per chunk
  // CHECK: omp_schedules.c:[[#@LINE+3]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the OpenMP dispatch loop at omp_schedules.c:{{[0-9]+}} on the first chunk
#pragma omp parallel for schedule(guided) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}

long dynamic_nowait(void *shared, long n, long rounds) {
  long acc = 0;
  // A dispatch loop inside a serial loop (one per round), with nowait: taken lazily once per
  // round and worker; the serial loop leaves the lazy pair where it is (one level only).
  // CHECK: omp_schedules.c:[[#@LINE+7]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the chunk loop at omp_schedules.c:[[#@LINE+5]]: 2 atomic operations per iteration become 2 per chunk
  // CHECK: omp_schedules.c:[[#@LINE+6]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the OpenMP dispatch loop at omp_schedules.c:[[#@LINE+4]] on the first chunk
  // CHECK-NOT: omp_schedules.c:[[#@LINE+5]]
#pragma omp parallel reduction(+ : acc)
  for (long r = 0; r < rounds; r++) {
#pragma omp for schedule(dynamic) nowait
    for (long i = 0; i < n; i++) {
      void *s = arc_retain(shared);
      acc += use(s);
      arc_release(s);
    }
  }
  return acc;
}

long unchunked(void *shared, long n) {
  long acc = 0;
  // CHECK: omp_schedules.c:[[#@LINE+4]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the parallel loop at omp_schedules.c:[[#@LINE+2]]: 2 atomic operations per iteration removed (arc runtime)
  // CHECK-NOT: remark
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}
