// A loop left by exit() from a callee (issue 11, class 3), with an atexit handler that drops the
// last other reference: the destructor flushes a file. Without the pass the loop's reference
// was released before the call; with it, the hoisted (scoped) reference is released by the
// runtime at exit, so the destructor still runs and the file is complete. Output and file are
// compared with the build without the pass, on the default and the checking runtime (no leak).
//
// RUN: %clang -O2 %cflags -DCALLEES -c %s -o %t.callees.o
// RUN: %clang -O2 %cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %t.nopass.o %t.callees.o %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags %t.pass.o %t.callees.o %rc_support %arcrt -o %t.pass
// RUN: %t.nopass %t.nopass.file > %t.nopass.out 2> %t.nopass.count
// RUN: %t.pass %t.pass.file > %t.pass.out 2> %t.pass.count
// RUN: FileCheck %s --check-prefix=OUT < %t.nopass.out
// RUN: diff %t.nopass.out %t.pass.out
// RUN: FileCheck %s --check-prefix=FILE < %t.nopass.file
// RUN: diff %t.nopass.file %t.pass.file
// RUN: FileCheck %s --check-prefix=PASS < %t.pass.count
//
// RUN: %clang %cflags %t.pass.o %t.callees.o %rc_support %arcrt_check -o %t.pass.check
// RUN: env ARC_CHECK_LEAKS=1 %t.pass.check %t.check.file > %t.pass.check.out \
// RUN:   2> %t.pass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.pass.check.err
// RUN: diff %t.nopass.out %t.pass.check.out
// RUN: diff %t.nopass.file %t.check.file

// OUT: exiting at i == 500
// OUT-NEXT: destructor: flushed 500 lines
// FILE: line 0
// FILE: line 499
// FILE-NEXT: end
// PASS: count_rc: retains=1 releases=2
// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks

#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

struct log {
  FILE *file;
  long lines;
};

#ifdef CALLEES
long exit_at = -1;
void checkpoint(struct log *log, long i) {
  fprintf(log->file, "line %ld\n", i);
  log->lines++;
  if (i + 1 == exit_at) {
    printf("exiting at i == %ld\n", exit_at);
    exit(0);
  }
}
#else
long use(const void *payload);            // Inputs/use.c: opaque to the optimiser
void checkpoint(struct log *log, long i); // may not return
extern long exit_at;

__attribute__((noinline)) static long work(struct log *log, long n) {
  long acc = 0;
  // REMARK: exits_exit.c:[[#@LINE+3]]:{{[0-9]+}}: remark: hoisted retain/release of 'log'
  // REMARK-SAME: (arc runtime); scoped entries: use() at exits_exit.c:[[#@LINE+3]] may not return
  for (long i = 0; i < n; i++) {
    struct log *s = arc_retain(log);
    acc += use(s);
    arc_release(s);
    checkpoint(log, i);
  }
  return acc;
}

static struct log *owner;
static void drop_owner(void) { arc_release(owner); } // the last reference, without the pass

// Writes the trailer and closes the file: lost if the destructor never runs.
static void close_log(void *payload) {
  struct log *log = payload;
  fprintf(log->file, "end\n");
  fclose(log->file);
  printf("destructor: flushed %ld lines\n", log->lines);
}

static volatile long iterations = 1000;

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  atexit(drop_owner);
  owner = arc_alloc(sizeof *owner, close_log);
  owner->file = fopen(argv[1], "w");
  owner->lines = 0;
  if (!owner->file)
    return 2;
  exit_at = 500;
  work(owner, iterations);
  return 1; // not reached
}
#endif
