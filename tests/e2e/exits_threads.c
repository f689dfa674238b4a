// Loops left by their thread's end (issue 11, class 3): one worker's callee calls pthread_exit
// in the middle of the loop, another worker is cancelled at a cancellation point inside it, a
// third runs its loop to the end. With the pass each loop holds one scoped reference; the
// runtime releases the first two when their threads exit, so after the joins main's release is
// the last one and the destructor runs, as without the pass. Output is compared with the build
// without the pass, on the default and the checking runtime (no leak).
//
// RUN: %clang -O2 %cflags -DCALLEES -c %s -o %t.callees.o
// RUN: %clang -O2 %cflags -c %s -o %t.nopass.o
// RUN: %clang -O2 %cflags -fpass-plugin=%plugin -Rpass=arc-elide -Rpass-missed=arc-elide \
// RUN:   -c %s -o %t.pass.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang %cflags %t.nopass.o %t.callees.o %rc_support %arcrt -o %t.nopass
// RUN: %clang %cflags %t.pass.o %t.callees.o %rc_support %arcrt -o %t.pass
// RUN: %t.nopass > %t.nopass.out 2> %t.nopass.count
// RUN: %t.pass > %t.pass.out 2> %t.pass.count
// RUN: FileCheck %s --check-prefix=OUT < %t.nopass.out
// RUN: diff %t.nopass.out %t.pass.out
// RUN: FileCheck %s --check-prefix=PASS < %t.pass.count
//
// RUN: %clang %cflags %t.pass.o %t.callees.o %rc_support %arcrt_check -o %t.pass.check
// RUN: env ARC_CHECK_LEAKS=1 %t.pass.check > %t.pass.check.out 2> %t.pass.check.err
// RUN: FileCheck %s --check-prefix=CHECKRT < %t.pass.check.err
// RUN: diff %t.nopass.out %t.pass.check.out

// OUT: pthread_exit at i == 300: destroyed 1
// OUT-NEXT: cancelled at i == 300: destroyed 1
// OUT-NEXT: ran to the end: destroyed 1
// One retain per loop entry, 3 loops; releases: 3 by the loops' ends (2 at thread exit), 3 by main.
// PASS: count_rc: retains=3 releases=6
// CHECKRT-NOT: arc-check:
// CHECKRT: arc-check: no leaks

#define _GNU_SOURCE
#include <arc.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <unistd.h>

enum { STOP_AT = 300 };
enum how { PTHREAD_EXIT, CANCEL, RUN_TO_END };

#ifdef CALLEES
sem_t in_loop;
void checkpoint(enum how how, long i) {
  if (i != STOP_AT || how == RUN_TO_END)
    return;
  if (how == PTHREAD_EXIT)
    pthread_exit(NULL);
  sem_post(&in_loop);
  for (;;)
    pause(); // a cancellation point: main cancels the thread here
}
#else
long use(const void *payload);         // Inputs/use.c: opaque to the optimiser
void checkpoint(enum how how, long i); // may not return
extern sem_t in_loop;

struct job {
  void *shared; // borrowed: main holds its reference until the thread is joined
  enum how how;
  long n, acc;
};

static void *work(void *arg) {
  struct job *job = arg;
  void *shared = job->shared;
  long acc = 0;
  // REMARK: exits_threads.c:[[#@LINE+3]]:{{[0-9]+}}: remark: hoisted retain/release of 'shared'
  // REMARK-SAME: (arc runtime); scoped entries: use() at exits_threads.c:[[#@LINE+3]]
  for (long i = 0; i < job->n; i++) {
    void *s = arc_retain(shared);
    acc += use(s);
    arc_release(s);
    checkpoint(job->how, i);
  }
  job->acc = acc;
  return NULL;
}

static int destroyed;
static void destroy(void *payload) {
  (void)payload;
  destroyed = 1;
}

static const char *names[] = {"pthread_exit at i == 300", "cancelled at i == 300",
                              "ran to the end"};

int main(void) {
  sem_init(&in_loop, 0, 0);
  for (enum how how = PTHREAD_EXIT; how <= RUN_TO_END; how++) {
    long *shared = arc_alloc(sizeof *shared, destroy);
    *shared = 7;
    destroyed = 0;
    struct job job = {shared, how, 1000, 0};
    pthread_t thread;
    if (pthread_create(&thread, NULL, work, &job) != 0)
      return 1;
    if (how == CANCEL) {
      sem_wait(&in_loop);
      pthread_cancel(thread);
    }
    pthread_join(thread, NULL);
    arc_release(shared);
    printf("%s: destroyed %d\n", names[how], destroyed);
  }
  return 0;
}
#endif
