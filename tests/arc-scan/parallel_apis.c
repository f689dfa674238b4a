// Loop bodies handed to parallel-for APIs (a small table: libdispatch's dispatch_apply_f,
// pthreadpool, TBB/Kokkos parallel_for): the body is a function of this file, whose parameters
// (the shared context) and globals are shared by the iterations and its locals are not, or a
// C++ lambda, whose captures are shared.
// RUN: not %arc_scan %s > %t.out
// RUN: FileCheck %s --implicit-check-not=warning: < %t.out
// RUN: not %arc_scan %S/Inputs/tbb_lambda.cpp -- -std=c++17 | FileCheck %s --check-prefix=LAMBDA
// LAMBDA: tbb_lambda.cpp:16:15: warning: 'shared' (declared outside the loop, shared by all
// LAMBDA-SAME: iterations) is refcounted in the parallel loop body passed to parallel_for() at
// LAMBDA-SAME: tbb_lambda.cpp:15: 2 RC operations per iteration

#include <stddef.h>

void *arc_retain(void *p);
void arc_release(void *p);
long use(const void *p);

typedef struct dispatch_queue_s *dispatch_queue_t;
void dispatch_apply_f(size_t iterations, dispatch_queue_t queue, void *context,
                      void (*work)(void *context, size_t iteration));
typedef struct pthreadpool *pthreadpool_t;
void pthreadpool_parallelize_1d(pthreadpool_t pool, void (*task)(void *context, size_t i),
                                void *context, size_t range, unsigned flags);

struct job {
  void *handle;
  long *results;
};

static void work(void *context, size_t i) {
  struct job *job = context;
  // CHECK: parallel_apis.c:[[#@LINE+3]]:13: warning: 'job->handle' (read from a shared
  // CHECK-SAME: object, the same in every iteration) is refcounted in the parallel loop body
  // CHECK-SAME: passed to dispatch_apply_f() at parallel_apis.c:[[#@LINE+17]]: 2 RC
  void *h = arc_retain(job->handle);
  job->results[i] = use(h);
  arc_release(h);
}

static void task(void *context, size_t i) {
  // CHECK: parallel_apis.c:[[#@LINE+3]]:3: warning: 'context' (declared outside the loop,
  // CHECK-SAME: shared by all iterations) is refcounted in the parallel loop body passed to
  // CHECK-SAME: pthreadpool_parallelize_1d() at parallel_apis.c:[[#@LINE+9]]: 2 RC
  arc_retain(context);
  use(context);
  arc_release(context);
  (void)i;
}

void run(struct job *job, dispatch_queue_t queue, pthreadpool_t pool, size_t n) {
  dispatch_apply_f(n, queue, job, work);
  pthreadpool_parallelize_1d(pool, task, job->handle, n, 0);
}
// CHECK: 2 warnings generated.
