// C++ with exceptions (issue 13): a RAII handle wrapper, `Ref r(shared); use(r.get());`, with a
// use() in another file that may throw. A serial loop, the same loop with a try/catch in its
// body that catches and continues, and three OpenMP parallel loops (a plain one, whose escaping
// exception would end the program, and two that catch in the body, under a static and a dynamic
// schedule) are hoisted. When use()
// throws half-way through the serial loop, the exception leaves the loop through the RAII
// cleanup, which releases the hoisted reference: the object's count is the same as in the source
// after every loop (printed), it is destroyed exactly once, at its last release, and the
// checking runtime and AddressSanitizer see no misuse and no leak.
//
// REQUIRES: openmp
// RUN: %clangxx -O2 %cxxflags %omp_cflags -c %s -o %t.nopass.o
// RUN: %clangxx -O2 %cxxflags %omp_cflags -fpass-plugin=%plugin \
// RUN:   -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clangxx -O2 %cxxflags -c %inputs/throwing_use.cpp -o %t.use.o
// RUN: %clang %cflags -c %inputs/count_rc.c -o %t.count_rc.o
// RUN: %clangxx %cxxflags %openmp %t.nopass.o %t.use.o %t.count_rc.o %rc_wraps %arcrt -o %t.nopass
// RUN: %clangxx %cxxflags %openmp %t.pass.o %t.use.o %t.count_rc.o %rc_wraps %arcrt -o %t.pass
// RUN: env OMP_NUM_THREADS=2 %t.nopass > %t.nopass.out 2> %t.nopass.count
// RUN: env OMP_NUM_THREADS=2 %t.pass > %t.pass.out 2> %t.pass.count
// RUN: diff %t.nopass.out %t.pass.out
// RUN: FileCheck %s --check-prefix=OUT < %t.pass.out
// RUN: FileCheck %s --check-prefix=NOPASS < %t.nopass.count
// RUN: FileCheck %s --check-prefix=PASS < %t.pass.count
//
// The checking runtime, with the leak report, for both builds:
// RUN: %clangxx %cxxflags %openmp %t.nopass.o %t.use.o %arcrt_check -o %t.nopass.check
// RUN: %clangxx %cxxflags %openmp %t.pass.o %t.use.o %arcrt_check -o %t.pass.check
// RUN: env OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 %t.nopass.check > %t.nopass.check.out \
// RUN:   2> %t.nopass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.nopass.check.err
// RUN: env OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 %t.pass.check > %t.pass.check.out \
// RUN:   2> %t.pass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.pass.check.err
// RUN: diff %t.nopass.out %t.pass.check.out
//
// AddressSanitizer, UndefinedBehaviorSanitizer and LeakSanitizer, the pass on everything:
// RUN: %if asan %{ %clangxx -O2 %cxxflags %openmp -fsanitize=address,undefined \
// RUN:   -fno-sanitize-recover=all -fpass-plugin=%plugin %s %inputs/throwing_use.cpp \
// RUN:   %arcrt_asan -o %t.pass.asan %}
// RUN: %if asan %{ env OMP_NUM_THREADS=2 %t.pass.asan > %t.pass.asan.out %}
// RUN: %if asan %{ diff %t.nopass.out %t.pass.asan.out %}

// Each loop runs N iterations. The serial loop runs twice: without a throw (N retains and
// releases in the source), then throwing at iteration N/2 (N/2 + 1 retains, the last one
// released by ~Ref on the way out). The two loops that catch throw every 1000th iteration and
// go on. With the pass: one retain per loop, per worker for the parallel ones (two workers at
// most: 1 + 1 + 1 + 2 + 2 + 2), and one release per retain; plus main's own release.
// NOPASS: count_rc: retains=550001 releases=550002 local_retains=0 local_releases=0
// PASS: count_rc: retains={{[4-9]}} releases={{([5-9]|10) }}local_retains=0 local_releases=0

// OUT: serial: sum=700000 count=1
// OUT-NEXT: serial, throws at 50000: caught 'use_or_throw: failed on purpose' count=1
// OUT-NEXT: serial, catches: sum=699300 errors=100 count=1
// OUT-NEXT: parallel: sum=700000 count=1
// OUT-NEXT: parallel, catches: sum=699300 errors=100 count=1
// OUT-NEXT: dynamic, catches: sum=699300 errors=100 count=1
// OUT-NEXT: destroyed=1

// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:

#include <arc.h>
#include <stdio.h>

#include <stdexcept>

long use_or_throw(const void *payload, long i, long throw_at, long throw_every);

enum { N = 100000, EVERY = 1000 };

// The RAII handle: one reference for the wrapper's lifetime.
class Ref {
public:
  explicit Ref(void *handle) : p_(arc_retain(handle)) {}
  ~Ref() { arc_release(p_); }
  Ref(const Ref &) = delete;
  Ref &operator=(const Ref &) = delete;
  void *get() const { return p_; }

private:
  void *p_;
};

static long destroyed;
static void destroy(void *) { destroyed++; }

__attribute__((noinline)) static long serial(void *shared, long throw_at) {
  long acc = 0;
  // REMARK: cxx_raii_throw.cpp:{{[0-9]+}}:{{[0-9]+}}: remark: hoisted retain/release of 'handle'
  // REMARK-SAME: out of the loop at cxx_raii_throw.cpp:[[#@LINE+1]]: 2 atomic operations
  for (long i = 0; i < N; i++) {
    Ref r(shared);
    acc += use_or_throw(r.get(), i, throw_at, 0);
  }
  return acc;
}

__attribute__((noinline)) static long serial_catches(void *shared, long *errors) {
  long acc = 0;
  // REMARK: cxx_raii_throw.cpp:{{[0-9]+}}:{{[0-9]+}}: remark: hoisted retain/release of 'handle'
  // REMARK-SAME: out of the loop at cxx_raii_throw.cpp:[[#@LINE+1]]: 2 atomic operations
  for (long i = 0; i < N; i++) {
    Ref r(shared);
    try {
      acc += use_or_throw(r.get(), i, -1, EVERY);
    } catch (const std::runtime_error &) {
      ++*errors;
    }
  }
  return acc;
}

__attribute__((noinline)) static long parallel(void *shared) {
  long acc = 0;
  // REMARK: cxx_raii_throw.cpp:{{[0-9]+}}:{{[0-9]+}}: remark: hoisted retain/release of 'handle'
  // REMARK-SAME: out of the parallel loop at cxx_raii_throw.cpp:[[#@LINE+1]]: 2 atomic operations
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < N; i++) {
    Ref r(shared);
    acc += use_or_throw(r.get(), i, -1, 0);
  }
  return acc;
}

__attribute__((noinline)) static long parallel_catches(void *shared, long *errors) {
  long acc = 0, failed = 0;
  // REMARK: cxx_raii_throw.cpp:{{[0-9]+}}:{{[0-9]+}}: remark: hoisted retain/release of 'handle'
  // REMARK-SAME: out of the parallel loop at cxx_raii_throw.cpp:[[#@LINE+1]]: 2 atomic operations
#pragma omp parallel for schedule(static) reduction(+ : acc, failed)
  for (long i = 0; i < N; i++) {
    Ref r(shared);
    try {
      acc += use_or_throw(r.get(), i, -1, EVERY);
    } catch (...) {
      failed++;
    }
  }
  *errors = failed;
  return acc;
}
// The same under a dynamic schedule: the pair leaves the chunk loop, then the dispatch loop
// lazily (one retain per worker that runs a chunk), with the landing pads of both loops.
__attribute__((noinline)) static long parallel_dynamic(void *shared, long *errors) {
  long acc = 0, failed = 0;
  // REMARK: cxx_raii_throw.cpp:{{[0-9]+}}:{{[0-9]+}}: remark: hoisted retain/release of 'handle'
  // REMARK-SAME: out of the chunk loop at cxx_raii_throw.cpp:[[#@LINE+3]]: 2 atomic operations
  // REMARK: remark: hoisted retain/release of 'shared' out of the OpenMP dispatch loop at
  // REMARK-SAME: cxx_raii_throw.cpp:[[#@LINE+1]] on the first chunk
#pragma omp parallel for schedule(dynamic, 7) reduction(+ : acc, failed)
  for (long i = 0; i < N; i++) {
    Ref r(shared);
    try {
      acc += use_or_throw(r.get(), i, -1, EVERY);
    } catch (...) {
      failed++;
    }
  }
  *errors = failed;
  return acc;
}
// REMARK-NOT: remark: {{.*(hoisted|retain/release)}}

int main() {
  long *shared = static_cast<long *>(arc_alloc(sizeof *shared, destroy));
  *shared = 7;
  printf("serial: sum=%ld count=%ld\n", serial(shared, -1), arc_count(shared));
  try {
    printf("serial: sum=%ld (no throw?)\n", serial(shared, N / 2));
  } catch (const std::runtime_error &e) {
    printf("serial, throws at %d: caught '%s' count=%ld\n", N / 2, e.what(), arc_count(shared));
  }
  long errors = 0;
  long sum = serial_catches(shared, &errors);
  printf("serial, catches: sum=%ld errors=%ld count=%ld\n", sum, errors, arc_count(shared));
  printf("parallel: sum=%ld count=%ld\n", parallel(shared), arc_count(shared));
  errors = 0;
  sum = parallel_catches(shared, &errors);
  printf("parallel, catches: sum=%ld errors=%ld count=%ld\n", sum, errors, arc_count(shared));
  errors = 0;
  sum = parallel_dynamic(shared, &errors);
  printf("dynamic, catches: sum=%ld errors=%ld count=%ld\n", sum, errors, arc_count(shared));
  arc_release(shared);
  printf("destroyed=%ld\n", destroyed);
  return 0;
}
