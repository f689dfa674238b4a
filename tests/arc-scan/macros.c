// OpenMP directives that come from macros: `_Pragma` in a macro of the file, a macro that uses
// that macro, a macro from a header that holds the whole `for` too, `_Pragma` written directly
// in code, and a `#pragma` continued over two lines. A directive in `#if 0` is not one.
// RUN: not %arc_scan %s -- -I%S/Inputs > %t.out
// RUN: FileCheck %s --implicit-check-not=warning: < %t.out

#include "parallel_macros.h"

void *arc_retain(void *p);
void arc_release(void *p);
long use(const void *p);

#define PARALLEL_FOR _Pragma("omp parallel for")
#define MY_LOOP PARALLEL_FOR

long from_macro(void *shared, long n) {
  long acc = 0;
  // CHECK: macros.c:[[#@LINE+4]]:15: warning: 'shared' ({{.*}}) is refcounted in the parallel
  // CHECK-SAME: loop at macros.c:[[#@LINE+1]] (omp parallel for): 2 RC
  PARALLEL_FOR
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}

long from_nested_macro(void *shared, long n) {
  long acc = 0;
  // CHECK: macros.c:[[#@LINE+4]]:15: warning: 'shared' ({{.*}}) is refcounted in the parallel
  // CHECK-SAME: loop at macros.c:[[#@LINE+1]] (omp parallel for): 2 RC
  MY_LOOP
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}

long from_header_macro(void *shared, long n) {
  long acc = 0;
  // CHECK: macros.c:[[#@LINE+3]]:15: warning: 'shared' ({{.*}}) is refcounted in the parallel
  // CHECK-SAME: loop at macros.c:[[#@LINE+1]] (omp parallel for): 2 RC
  HDR_FOR_EACH(i, n) {
    void *s = arc_retain(shared);
    acc += use(s) + i;
    arc_release(s);
  }
  return acc;
}

// The _Pragma operator and the continued directive as people write them, not as clang-format
// would.
// clang-format off
long direct_pragma_operator(void *shared, long n) {
  long acc = 0;
  // CHECK: macros.c:[[#@LINE+4]]:15: warning: 'shared' ({{.*}}) is refcounted in the parallel
  // CHECK-SAME: loop at macros.c:[[#@LINE+1]] (omp parallel for): 2 RC
  _Pragma("omp parallel for reduction(+ : acc)")
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}

long continued_line(void *shared, long n) {
  long acc = 0;
  // CHECK: macros.c:[[#@LINE+5]]:15: warning: 'shared' ({{.*}}) is refcounted in the parallel
  // CHECK-SAME: loop at macros.c:[[#@LINE+1]] (omp parallel for): 2 RC
#pragma omp parallel \
    for reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}

// clang-format on

long skipped(void *shared, long n) {
  long acc = 0;
#if 0
#pragma omp parallel for
#endif
  for (long i = 0; i < n; i++) { // serial: the directive above is compiled out
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
  }
  return acc;
}
// CHECK: 5 warnings generated.
