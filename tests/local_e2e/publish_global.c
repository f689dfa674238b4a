// Published through a global: main allocates an object, stores it in a global, and a reader
// thread copies it from there in a loop while main does the same. The store is an escape, so the
// object stays SHARED: its counts stay atomic, ThreadSanitizer (program and runtime built with
// it) reports nothing, and the checking runtime finds no misuse and no leak.
//
// REQUIRES: tsan
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %t.pass.o %rc_support %arcrt_check -o %t.check
// RUN: env ARC_CHECK_LEAKS=1 %t.check > %t.check.out 2> %t.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.check.err
// RUN: %clang -O2 %cflags -fsanitize=thread -fpass-plugin=%plugin %s %rc_support %arcrt_tsan \
// RUN:   -o %t.tsan
// RUN: env TSAN_OPTIONS=halt_on_error=1:exitcode=66 %t.tsan > %t.tsan.out 2> %t.tsan.err
// RUN: FileCheck %s --check-prefix=TSAN < %t.tsan.err
// RUN: diff %t.check.out %t.tsan.out

// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks
// CHECKRT-NOT: arc-check:
// CHECKRT-NEXT: count_rc: retains={{[0-9]+}} releases={{[0-9]+}} local_retains=0 local_releases=0
// CHECKRT-SAME: threads=2
// TSAN-NOT: ThreadSanitizer
// TSAN: count_rc: retains={{[0-9]+}} releases={{[0-9]+}} local_retains=0 local_releases=0
// TSAN-SAME: threads=2
// TSAN-NOT: ThreadSanitizer

#include <arc.h>
#include <stdio.h>

#include "../e2e/Inputs/harness.h"

enum { N = 10000 };

void *published; // set before the reader starts; pthread_create orders the store

static long copy_loop(void) {
  long acc = 0;
  for (long i = 0; i < N; i++) {
    void *copy = arc_retain(published);
    acc += use(copy);
    arc_release(copy);
  }
  return acc;
}

static void *reader(void *arg) {
  (void)arg;
  return (void *)copy_loop();
}

int main(void) {
  // REMARK: publish_global.c:[[#@LINE+4]]:{{[0-9]+}}: remark: object 'o' allocated
  // REMARK-SAME: at publish_global.c:[[#@LINE+3]]
  // REMARK-SAME: stays shared: it is stored to memory that other code may read
  // REMARK-SAME: at publish_global.c:[[#@LINE+3]]
  long *o = arc_alloc(sizeof *o, NULL);
  *o = 7;
  published = o;
  struct threads reader_thread;
  start_threads(&reader_thread, 1, reader, NULL, 0);
  long mine = copy_loop();
  long theirs = join_threads(&reader_thread);
  printf("sum: %ld\n", mine + theirs);
  arc_release(o);
  return 0;
}
