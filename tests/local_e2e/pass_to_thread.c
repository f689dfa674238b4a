// Passed to a thread: main allocates an object and hands it to pthread_create; both threads
// then copy it concurrently. The pthread_create argument is an escape, so the object stays
// SHARED: ThreadSanitizer reports nothing and the checking runtime finds no misuse, no leak.
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
// CHECKRT-NEXT: local_retains=0 local_releases=0 threads=2
// TSAN-NOT: ThreadSanitizer
// TSAN: local_retains=0 local_releases=0 threads=2
// TSAN-NOT: ThreadSanitizer

#include <arc.h>
#include <pthread.h>
#include <stdio.h>

#include "../e2e/Inputs/harness.h"

enum { N = 10000 };

// Takes over one reference to the object and drops it when done.
static void *worker(void *object) {
  long acc = 0;
  for (long i = 0; i < N; i++) {
    void *copy = arc_retain(object);
    acc += use(copy);
    arc_release(copy);
  }
  arc_release(object);
  return (void *)acc;
}

int main(void) {
  // REMARK: pass_to_thread.c:[[#@LINE+4]]:{{[0-9]+}}: remark: object 'o' allocated
  // REMARK-SAME: at pass_to_thread.c:[[#@LINE+3]]
  // REMARK-SAME: stays shared: it is handed to another thread by pthread_create()
  // REMARK-SAME: at pass_to_thread.c:[[#@LINE+4]]
  long *o = arc_alloc(sizeof *o, NULL);
  *o = 5;
  pthread_t thread;
  if (pthread_create(&thread, NULL, worker, arc_retain(o)) != 0)
    return 1;
  long mine = 0;
  for (long i = 0; i < N; i++) {
    void *copy = arc_retain(o);
    mine += peek(copy);
    arc_release(copy);
  }
  void *theirs;
  pthread_join(thread, &theirs);
  printf("sum: %ld\n", mine + (long)theirs);
  arc_release(o);
  return 0;
}
