// Every OpenMP form of a parallel loop is found from the pragma's tokens (the file is parsed
// without -fopenmp): `parallel for`, `omp for` inside a `parallel` region, `taskloop`, combined
// forms; a plain loop that every thread of a region runs. Not parallel, not reported: a serial
// loop, `omp simd`, an orphaned `omp for`, a loop in `omp single`.
// RUN: not %arc_scan %s -- -fopenmp > %t.out
// RUN: FileCheck %s --implicit-check-not=warning: < %t.out

void *arc_retain(void *p);
void arc_release(void *p);
long use(const void *p);

long parallel_for(void *shared, long n) {
  long acc = 0;
  // CHECK: pragma_forms.c:[[#@LINE+8]]:15: warning: 'shared' (declared outside the loop,
  // CHECK-SAME: shared by all iterations) is refcounted in the parallel loop at
  // CHECK-SAME: pragma_forms.c:[[#@LINE+4]] (omp parallel for): 2 RC operations per iteration
  // CHECK-SAME: (atomic, on one object that all threads write) [arc-scan]
  // CHECK-NEXT: pragma_forms.c:[[#@LINE+4]]:15: note: fix: use 'shared' in the loop without
  // CHECK-SAME: arc_retain/arc_release
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}

long for_in_region(void *shared, long n) {
  long acc = 0;
#pragma omp parallel reduction(+ : acc)
  {
    // CHECK: pragma_forms.c:[[#@LINE+4]]:17: warning: 'shared' ({{.*}}) is refcounted in the
    // CHECK-SAME: parallel loop at pragma_forms.c:[[#@LINE+1]] (omp for):
#pragma omp for nowait
    for (long i = 0; i < n; i++) {
      void *s = arc_retain(shared);
      acc += use(s);
      arc_release(s);
    }
  }
  return acc;
}

long region_then_for(void *shared, long n) {
  long acc = 0;
#pragma omp parallel
#pragma omp for reduction(+ : acc)
  // CHECK: pragma_forms.c:[[#@LINE+3]]:15: warning: 'shared' ({{.*}}) is refcounted in the
  // CHECK-SAME: parallel loop at pragma_forms.c:[[#@LINE-2]] (omp for):
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}

void taskloop(void *shared, long n) {
#pragma omp parallel
#pragma omp single
  {
    // CHECK: pragma_forms.c:[[#@LINE+4]]:7: warning: 'shared' ({{.*}}) is refcounted in the
    // CHECK-SAME: parallel loop at pragma_forms.c:[[#@LINE+1]] (omp taskloop): 2 RC
#pragma omp taskloop grainsize(100)
    for (long i = 0; i < n; i++) {
      arc_retain(shared);
      use(shared);
      arc_release(shared);
    }
  }
}

void combined_forms(void *shared, long n) {
  // CHECK: pragma_forms.c:[[#@LINE+4]]:5: warning: 'shared' ({{.*}}) is refcounted in the
  // CHECK-SAME: parallel loop at pragma_forms.c:[[#@LINE+1]] (omp parallel for simd):
#pragma omp parallel for simd
  for (long i = 0; i < n; i++) {
    arc_retain(shared);
    arc_release(shared);
  }
  // CHECK: pragma_forms.c:[[#@LINE+5]]:5: warning: 'shared' ({{.*}}) is refcounted in the
  // CHECK-SAME: parallel loop at pragma_forms.c:[[#@LINE+2]] (omp target teams distribute parallel
  // CHECK-SAME: for):
#pragma omp target teams distribute parallel for map(to : shared)
  for (long i = 0; i < n; i++) {
    arc_retain(shared);
    arc_release(shared);
  }
}

long every_thread(void *shared, long n) {
  long acc = 0;
  // CHECK: pragma_forms.c:[[#@LINE+6]]:17: warning: 'shared' ({{.*}}) is refcounted in the
  // CHECK-SAME: loop at pragma_forms.c:[[#@LINE+4]], which every thread of the parallel region at
  // CHECK-SAME: pragma_forms.c:[[#@LINE+1]] runs: 2 RC
#pragma omp parallel reduction(+ : acc)
  {
    for (long i = 0; i < n; i++) {
      void *s = arc_retain(shared);
      acc += use(s);
      arc_release(s);
    }
#pragma omp single
    for (long i = 0; i < n; i++) { // one thread: not reported
      arc_retain(shared);
      arc_release(shared);
    }
  }
  return acc;
}

long not_parallel(void *shared, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) { // serial
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
#pragma omp simd
  for (long i = 0; i < n; i++) { // vector lanes of one thread
    arc_retain(shared);
    arc_release(shared);
  }
#pragma omp for
  for (long i = 0; i < n; i++) { // orphaned: not inside a parallel region here
    arc_retain(shared);
    arc_release(shared);
  }
  return acc;
}
// CHECK: 7 warnings generated.
