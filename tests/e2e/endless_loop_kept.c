// Rule H7 (termination): a thread spins forever retaining and releasing a shared object. The
// source loop cannot be assumed to end (its body performs the runtime's atomic operations); once
// the pair is hoisted it has no side effect left, and clang marks it mustprogress, so the pass
// must keep it alive (llvm.sideeffect) or the optimiser may delete it and the thread returns.
// The thread must still be spinning when main looks (a deleted loop ends at once; a slow start
// of the thread can only hide the bug, never fail a sound build).
//
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -Rpass=arc-elide -Rpass-analysis=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %t.pass.o %rc_support %arcrt -o %t.pass
// RUN: %t.pass | FileCheck %s --check-prefix=OUT

// OUT: spinning

#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

static void *shared;
static atomic_int ended;

static void *spin(void *arg) {
  uintptr_t i = (uintptr_t)arg;
  for (i |= 1; i != 0; i += 2)
    arc_release(arc_retain(shared));
  // REMARK-DAG: remark: deleted retain/release of 'shared' in the loop at
  // REMARK-DAG: endless_loop_kept.c:[[#@LINE-2]]:{{[0-9]+}}: remark: (H7) the loop at
  // endless_loop_kept.c:[[#@LINE-3]] has no side effect left
  atomic_store(&ended, 1);
  return NULL;
}

int main(int argc, char **argv) {
  (void)argv;
  shared = arc_alloc(sizeof(long), NULL);
  pthread_t thread;
  pthread_create(&thread, NULL, spin, (void *)(uintptr_t)argc);
  struct timespec pause = {0, 200 * 1000 * 1000};
  nanosleep(&pause, NULL);
  puts(atomic_load(&ended) ? "ended" : "spinning");
  fflush(stdout);
  _exit(0); /* the spinning thread never ends */
}
