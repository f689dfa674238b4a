// Built privately, then shared: each worker builds its objects alone (copying them while it
// fills them in), stores them into a shared array, and after a barrier reads the other worker's
// objects. The store into the array is an escape, so the objects stay SHARED from their
// allocation (the pass inserts no arc_publish of its own). ThreadSanitizer reports nothing; the
// checking runtime finds no misuse and no leak.
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

#define _GNU_SOURCE // pthread_barrier_t under -std=c11
#include <arc.h>
#include <pthread.h>
#include <stdio.h>

#include "../e2e/Inputs/harness.h"

enum { PER_WORKER = 1000, WORKERS = 2 };

static long *items[WORKERS * PER_WORKER];
static pthread_barrier_t built;

static void *work(void *arg) {
  long me = *(long *)arg;
  for (long k = 0; k < PER_WORKER; k++) {
    // REMARK: shared_array.c:[[#@LINE+4]]:{{[0-9]+}}: remark: object 'o' allocated
    // REMARK-SAME: at shared_array.c:[[#@LINE+3]]
    // REMARK-SAME: stays shared: it is stored to memory that other code may read
    // REMARK-SAME: at shared_array.c:[[#@LINE+5]]
    long *o = arc_alloc(sizeof *o, NULL);
    long *tmp = arc_retain(o); // a copy while building
    *tmp = me * PER_WORKER + k;
    arc_release(tmp);
    items[me * PER_WORKER + k] = o; // the array owns it from here
  }
  pthread_barrier_wait(&built);
  long acc = 0, other = (me + 1) % WORKERS;
  for (long k = 0; k < PER_WORKER; k++) {
    long *copy = arc_retain(items[other * PER_WORKER + k]);
    acc += peek(copy);
    arc_release(copy);
  }
  return (void *)acc;
}

int main(void) {
  pthread_barrier_init(&built, NULL, WORKERS);
  long workers[WORKERS];
  for (long w = 0; w < WORKERS; w++)
    workers[w] = w;
  long acc = run_threads(WORKERS, work, workers, sizeof workers[0]);
  for (int i = 0; i < WORKERS * PER_WORKER; i++)
    arc_release(items[i]);
  pthread_barrier_destroy(&built);
  printf("sum: %ld\n", acc);
  return 0;
}
