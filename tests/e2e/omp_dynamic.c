// Chunked OpenMP schedules: each worker asks for chunks (__kmpc_dispatch_next, or the stride of a
// chunked __kmpc_for_static_init) in a dispatch loop, with the chunk loop inside it. The pass
// hoists the pair out of the chunk loop, then lazily out of the dispatch loop
// (docs/rules/lazy-hoisting.md): a worker retains on its first chunk and releases once when it
// leaves the dispatch loop; a worker that gets no chunk never retains (H5). So each loop below
// does at most one retain per worker (max_per_thread=1 with one loop per run), where the source
// did one per iteration. Same output; the checking runtime sees no misuse and no leak.
// Modes: dynamic (chunk 1), static1, guided, runtime (OMP_SCHEDULE), ordered (dynamic, 100,
// with an ordered region: refused, H8, and so one retain per iteration as without the pass), tiny
// (one iteration: the second worker gets no chunk), rounds (a `for nowait` inside a serial loop in
// the parallel region: once per worker and round).
//
// REQUIRES: openmp
// RUN: %clang -O2 %cflags %omp_cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags %omp_cflags -fpass-plugin=%plugin \
// RUN:   -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %openmp %t.nopass.o %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags %openmp %t.pass.o %rc_support %arcrt_check -o %t.pass
//
// RUN: env OMP_NUM_THREADS=2 %t.nopass dynamic > %t.dyn.nopass.out 2> %t.dyn.nopass.err
// RUN: env OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 %t.pass dynamic > %t.dyn.pass.out 2> %t.dyn.pass.err
// RUN: diff %t.dyn.nopass.out %t.dyn.pass.out
// RUN: FileCheck %s --check-prefix=NOPASS < %t.dyn.nopass.err
// RUN: FileCheck %s --check-prefix=ONCE < %t.dyn.pass.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.dyn.pass.err
//
// RUN: env OMP_NUM_THREADS=2 %t.nopass static1 > %t.st1.nopass.out 2> %t.st1.nopass.err
// RUN: env OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 %t.pass static1 > %t.st1.pass.out 2> %t.st1.pass.err
// RUN: diff %t.st1.nopass.out %t.st1.pass.out
// RUN: FileCheck %s --check-prefix=NOPASS < %t.st1.nopass.err
// RUN: FileCheck %s --check-prefix=ONCE < %t.st1.pass.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.st1.pass.err
//
// RUN: env OMP_NUM_THREADS=2 %t.nopass guided > %t.gui.nopass.out 2> %t.gui.nopass.err
// RUN: env OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 %t.pass guided > %t.gui.pass.out 2> %t.gui.pass.err
// RUN: diff %t.gui.nopass.out %t.gui.pass.out
// RUN: FileCheck %s --check-prefix=NOPASS < %t.gui.nopass.err
// RUN: FileCheck %s --check-prefix=ONCE < %t.gui.pass.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.gui.pass.err
//
// RUN: env OMP_NUM_THREADS=2 OMP_SCHEDULE=dynamic,7 %t.nopass runtime > %t.run.nopass.out 2> %t.run.nopass.err
// RUN: env OMP_NUM_THREADS=2 OMP_SCHEDULE=dynamic,7 ARC_CHECK_LEAKS=1 %t.pass runtime > %t.run.pass.out 2> %t.run.pass.err
// RUN: diff %t.run.nopass.out %t.run.pass.out
// RUN: FileCheck %s --check-prefix=NOPASS < %t.run.nopass.err
// RUN: FileCheck %s --check-prefix=ONCE < %t.run.pass.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.run.pass.err
//
// RUN: env OMP_NUM_THREADS=2 %t.nopass ordered > %t.ord.nopass.out 2> %t.ord.nopass.err
// RUN: env OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 %t.pass ordered > %t.ord.pass.out 2> %t.ord.pass.err
// RUN: diff %t.ord.nopass.out %t.ord.pass.out
// RUN: FileCheck %s --check-prefix=NOPASS < %t.ord.nopass.err
// RUN: FileCheck %s --check-prefix=NOPASS < %t.ord.pass.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.ord.pass.err
//
// RUN: env OMP_NUM_THREADS=2 %t.nopass tiny > %t.tiny.nopass.out 2> %t.tiny.nopass.err
// RUN: env OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 %t.pass tiny > %t.tiny.pass.out 2> %t.tiny.pass.err
// RUN: diff %t.tiny.nopass.out %t.tiny.pass.out
// RUN: FileCheck %s --check-prefix=TINY < %t.tiny.pass.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.tiny.pass.err
//
// RUN: env OMP_NUM_THREADS=2 %t.nopass rounds > %t.rnd.nopass.out 2> %t.rnd.nopass.err
// RUN: env OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 %t.pass rounds > %t.rnd.pass.out 2> %t.rnd.pass.err
// RUN: diff %t.rnd.nopass.out %t.rnd.pass.out
// RUN: FileCheck %s --check-prefix=NOPASS-ROUNDS < %t.rnd.nopass.err
// RUN: FileCheck %s --check-prefix=ROUNDS < %t.rnd.pass.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.rnd.pass.err

// Without the pass: one retain per iteration (and main's own release).
// NOPASS: count_rc: retains=100000 releases=100001 local_retains=0 local_releases=0
// NOPASS-ROUNDS: count_rc: retains=50000 releases=50001 local_retains=0 local_releases=0
// With it: one retain per worker that ran a chunk (one or two workers), released once each.
// ONCE: count_rc: retains={{[12]}} releases={{[23]}} local_retains=0 local_releases=0 threads={{[12]}} max_per_thread=1{{$}}
// TINY: count_rc: retains=1 releases=2 local_retains=0 local_releases=0 threads=1 max_per_thread=1{{$}}
// Five rounds: at most one retain per worker and round.
// ROUNDS: count_rc: retains={{[1-9]|10}} releases={{[2-9]|1[01]}} local_retains=0 local_releases=0 threads={{[12]}} max_per_thread={{[1-5]}}{{$}}

// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:

#include <arc.h>
#include <stdio.h>
#include <string.h>

#include "Inputs/harness.h"

enum { N = 100000, ROUNDS = 5 };

// Every loop: the chunk loop gives the pair up (2 per chunk), then the dispatch loop takes it
// lazily. Both remarks name their loop (at the pragma under LLVM 19, at the `for` under 22).
// REMARK: omp_dynamic.c:[[#@LINE+10]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared'
// REMARK-SAME: out of the chunk loop at omp_dynamic.c:{{[0-9]+}}: 2 atomic operations per
// REMARK-SAME: iteration become 2 per chunk of the OpenMP schedule (arc runtime)
// REMARK: omp_dynamic.c:[[#@LINE+7]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared'
// REMARK-SAME: out of the OpenMP dispatch loop at omp_dynamic.c:{{[0-9]+}} on the first chunk:
// REMARK-SAME: one retain per worker that runs a chunk, released when it leaves the dispatch loop
static long dynamic(long *shared, long n) {
  long acc = 0;
#pragma omp parallel for schedule(dynamic) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s) + i;
    arc_release(s);
  }
  return acc;
}

// REMARK: omp_dynamic.c:[[#@LINE+7]]:{{[0-9]+}}: remark: {{.*}} out of the chunk loop
// REMARK: omp_dynamic.c:[[#@LINE+6]]:{{[0-9]+}}: remark: {{.*}} out of the OpenMP dispatch loop
// REMARK-SAME: on the first chunk
static long static1(long *shared, long n) {
  long acc = 0;
#pragma omp parallel for schedule(static, 1) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s) + i;
    arc_release(s);
  }
  return acc;
}

// REMARK: omp_dynamic.c:[[#@LINE+7]]:{{[0-9]+}}: remark: {{.*}} out of the chunk loop
// REMARK: omp_dynamic.c:[[#@LINE+6]]:{{[0-9]+}}: remark: {{.*}} out of the OpenMP dispatch loop
// REMARK-SAME: on the first chunk
static long guided(long *shared, long n) {
  long acc = 0;
#pragma omp parallel for schedule(guided) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s) + i;
    arc_release(s);
  }
  return acc;
}

// REMARK: omp_dynamic.c:[[#@LINE+7]]:{{[0-9]+}}: remark: {{.*}} out of the chunk loop
// REMARK: omp_dynamic.c:[[#@LINE+6]]:{{[0-9]+}}: remark: {{.*}} out of the OpenMP dispatch loop
// REMARK-SAME: on the first chunk
static long runtime(long *shared, long n) {
  long acc = 0;
#pragma omp parallel for schedule(runtime) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s) + i;
    arc_release(s);
  }
  return acc;
}

// The ordered region runs inside the pair, in iteration order (the output is a checksum of it).
// __kmpc_dispatch_fini ends each iteration after the release and may wait for other threads: a
// read in the window, so the chunk loop keeps its pair (H8) and the dispatch loop leaves it.
// REMARK: omp_dynamic.c:[[#@LINE+7]]:{{[0-9]+}}: remark: retain/release of 'shared' not hoisted
// REMARK-SAME: (H8): the call to __kmpc_dispatch_fini_8() at omp_dynamic.c:{{[0-9]+}} after the
// REMARK-SAME: release at omp_dynamic.c:{{[0-9]+}} may see what a destructor writes
static long ordered(long *shared, long n) {
  long acc = 0, order = 0;
#pragma omp parallel for ordered schedule(dynamic, 100) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    void *s = arc_retain(shared);
    acc += use(s) + i;
#pragma omp ordered
    order = (order * 31 + i) % 1000003;
    arc_release(s);
  }
  return acc + order;
}

// REMARK: omp_dynamic.c:[[#@LINE+9]]:{{[0-9]+}}: remark: {{.*}} out of the chunk loop
// REMARK: omp_dynamic.c:[[#@LINE+8]]:{{[0-9]+}}: remark: {{.*}} out of the OpenMP dispatch loop
// REMARK-SAME: on the first chunk
static long rounds(long *shared, long n) {
  long acc = 0;
#pragma omp parallel reduction(+ : acc)
  for (long r = 0; r < ROUNDS; r++) {
#pragma omp for schedule(dynamic, 10) nowait
    for (long i = 0; i < n; i++) {
      void *s = arc_retain(shared);
      acc += use(s) + i;
      arc_release(s);
    }
  }
  return acc;
}
// REMARK-NOT: remark: {{.*(hoisted|retain/release)}}

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  long *shared = arc_alloc(sizeof *shared, NULL);
  *shared = 7;
  const char *mode = argv[1];
  long sum = !strcmp(mode, "dynamic")   ? dynamic(shared, N)
             : !strcmp(mode, "static1") ? static1(shared, N)
             : !strcmp(mode, "guided")  ? guided(shared, N)
             : !strcmp(mode, "runtime") ? runtime(shared, N)
             : !strcmp(mode, "ordered") ? ordered(shared, N)
             : !strcmp(mode, "tiny")    ? dynamic(shared, 1)
             : !strcmp(mode, "rounds")  ? rounds(shared, N / 10)
                                        : -1;
  printf("%s: %ld\n", mode, sum);
  arc_release(shared);
  return 0;
}
