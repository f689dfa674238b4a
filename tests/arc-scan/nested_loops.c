// Nested loops: a retain/release in a serial loop nested in a parallel loop belongs to the
// parallel loop (it runs on every one of its iterations); with `collapse(2)` the same. In a
// parallel loop nested in another, the innermost parallel loop reports it, once.
// RUN: not %arc_scan %s > %t.out
// RUN: FileCheck %s --implicit-check-not=warning: < %t.out

void *arc_retain(void *p);
void arc_release(void *p);
long use(const void *p);

long inner_serial(void *shared, long n, long m) {
  long acc = 0;
  // CHECK: nested_loops.c:[[#@LINE+6]]:17: warning: 'shared' ({{.*}}) is refcounted in the
  // CHECK-SAME: parallel loop at nested_loops.c:[[#@LINE+2]] (omp parallel for): 2 RC operations
  // CHECK-SAME: per iteration
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; i++)
    for (long j = 0; j < m; j++) {
      void *s = arc_retain(shared);
      acc += use(s) * i + j;
      arc_release(s);
    }
  return acc;
}

long collapsed(void *shared, long n, long m) {
  long acc = 0;
  // CHECK: nested_loops.c:[[#@LINE+5]]:17: warning: 'shared' ({{.*}}) is refcounted in the
  // CHECK-SAME: parallel loop at nested_loops.c:[[#@LINE+1]] (omp parallel for): 2 RC
#pragma omp parallel for collapse(2) reduction(+ : acc)
  for (long i = 0; i < n; i++)
    for (long j = 0; j < m; j++) {
      void *s = arc_retain(shared);
      acc += use(s);
      arc_release(s);
    }
  return acc;
}

void nested_parallel(void *shared, void **rows, long n, long m) {
#pragma omp parallel for
  for (long i = 0; i < n; i++) {
    void *row = rows[i]; // one per outer iteration: shared by the inner loop's iterations only
    // CHECK: nested_loops.c:[[#@LINE+7]]:7: warning: 'shared' ({{.*}}) is refcounted in the
    // CHECK-SAME: parallel loop at nested_loops.c:[[#@LINE+1]] (omp parallel for): 2 RC
#pragma omp parallel for
    for (long j = 0; j < m; j++) {
      // CHECK: nested_loops.c:[[#@LINE+5]]:7: warning: 'row' (declared outside the loop,
      // CHECK-SAME: shared by all iterations) is refcounted in the parallel loop at
      // CHECK-SAME: nested_loops.c:[[#@LINE-4]] (omp parallel for): 4 RC operations per iteration
      arc_retain(shared);
      arc_release(shared);
      arc_retain(row);
      use(row);
      arc_release(row);
      arc_retain(row);
      arc_release(row);
    }
  }
}
// CHECK: 4 warnings generated.
