// Remarks under OpenMP schedules with chunks: the pair leaves the chunk loop but still runs once
// per chunk, and the remark says so instead of "per iteration removed"; the dispatch loop's
// refusal (H5) names the dispatch loop, so the two remarks on one line do not contradict each
// other. Without chunks (plain schedule(static)) the pair leaves the parallel loop.
//
// REQUIRES: openmp
// RUN: %clang -O2 -g %omp_cflags -I%src_root/runtime/include -fpass-plugin=%plugin \
// RUN:   -Rpass=arc-elide -Rpass-missed=arc-elide -c %s -o /dev/null 2>&1 | FileCheck %s
#include <arc.h>

long use(const void *payload);

long static_chunked(void *shared, long n) {
  long acc = 0;
  // CHECK: omp_schedules.c:[[#@LINE+5]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the chunk loop at omp_schedules.c:[[#@LINE+3]]: it still runs once per chunk of the OpenMP schedule, so 2 atomic operations per iteration become 2 per chunk (arc runtime)
  // CHECK: omp_schedules.c:[[#@LINE+4]]:{{[0-9]+}}: remark: retain/release of 'shared' not hoisted (H5): no retain of it runs on every entry to the dispatch loop (a worker may get no chunk), so it stays once per chunk (arc runtime; the OpenMP dispatch loop at omp_schedules.c:[[#@LINE+2]])
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
  // CHECK: omp_schedules.c:[[#@LINE+4]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the chunk loop at omp_schedules.c:[[#@LINE+2]]: it still runs once per chunk
  // CHECK: omp_schedules.c:[[#@LINE+3]]:{{[0-9]+}}: remark: retain/release of 'shared' not hoisted (H5): no retain of it runs on every entry to the dispatch loop
#pragma omp parallel for schedule(guided) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
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
