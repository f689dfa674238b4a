// Thread exit releases the thread's stranded loop references (arc.h, "Loop references"): a
// worker whose scoped "loop" is left by pthread_exit, and one cancelled at a cancellation point
// inside it. After the joins, main's release of its own reference is the last one: each
// destructor must run. Against the default build, the checking build (no leak, no misuse), the
// TSan build, and the sabotaged runtime that skips the drain at thread exit, which must be seen
// (neither destructor runs).
//
// RUN: %clang %cflags -O2 %s %arcrt -o %t && %t | FileCheck %s
// RUN: %clang %cflags -O2 %s %arcrt_check -o %t.check
// RUN: env ARC_CHECK_LEAKS=1 %t.check 2>&1 | FileCheck %s --check-prefixes=CHECK,NOLEAK \
// RUN:   --implicit-check-not=arc-check:
// RUN: %if tsan %{ %clang %cflags -O1 -fsanitize=thread %s %arcrt_tsan -o %t.tsan %}
// RUN: %if tsan %{ env TSAN_OPTIONS=halt_on_error=1 %t.tsan 2>&1 | FileCheck %s \
// RUN:   --implicit-check-not=ThreadSanitizer %}
// RUN: %clang %cflags -O2 %s %arcrt_sabotage_scope -o %t.sabotage
// RUN: %t.sabotage | FileCheck %s --check-prefix=SABOTAGE
//
// CHECK: pthread_exit: destroyed 1
// CHECK: cancelled: destroyed 1
// NOLEAK: arc-check: no leaks
// SABOTAGE: pthread_exit: destroyed 0
// SABOTAGE: cancelled: destroyed 0

#define _GNU_SOURCE
#include <arc.h>

#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <unistd.h>

static int destroyed;
static void count_destroy(void *payload) {
  (void)payload;
  __atomic_fetch_add(&destroyed, 1, __ATOMIC_RELAXED);
}

static sem_t in_loop;

// What the pass makes of `for (...) { s = arc_retain(p); use(s); arc_release(s); step(i); }`.
__attribute__((noinline)) static void loop(void *p, int cancel) {
  long long slot = 0;
  arc_retain_scoped(p, &slot);
  for (int i = 0;; i++) {
    if (i == 3 && !cancel)
      pthread_exit(NULL); // leaves the loop (and the thread) with the reference registered
    if (i == 3) {
      sem_post(&in_loop);
      for (;;)
        pause(); // a cancellation point
    }
  }
  arc_release_scoped(p, &slot);
}

static void *pthread_exit_worker(void *p) {
  loop(p, 0);
  return NULL;
}

static void *cancelled_worker(void *p) {
  loop(p, 1);
  return NULL;
}

int main(void) {
  sem_init(&in_loop, 0, 0);
  pthread_t t;

  void *p = arc_alloc(8, count_destroy);
  pthread_create(&t, NULL, pthread_exit_worker, p);
  pthread_join(t, NULL);
  arc_release(p);
  printf("pthread_exit: destroyed %d\n", destroyed);

  destroyed = 0;
  void *q = arc_alloc(8, count_destroy);
  pthread_create(&t, NULL, cancelled_worker, q);
  sem_wait(&in_loop);
  pthread_cancel(t);
  void *result;
  pthread_join(t, &result);
  arc_release(q);
  printf("cancelled: destroyed %d\n", destroyed);
  return result == PTHREAD_CANCELED ? 0 : 1;
}
