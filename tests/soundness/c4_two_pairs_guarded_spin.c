/* Attacks: class 4 with the call that may not return in its own block: two pairs of one handle
 * per iteration, and between them `if (i == at) hang();`, where hang() is a `for (;;);` (LLVM:
 * noreturn, memory(none); the block ends in unreachable). The source holds no reference of its
 * own while hanging; a watchdog thread (told the iteration by a relaxed store at the top of the
 * iteration) reads the count, 1, and ends the process.
 * The pass may hoist both pairs only if it treats the block that calls hang() as a way out of the
 * loop and releases its reference there (it does: the release lands just before hang()); a hoist
 * that kept the reference while hanging would show 2.
 * Correct output: "count while parked 1", exit 0. */
// EXPECT-REMARK: hoisted retain/release of 'p'
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

static long *obj;
static volatile long park_at = 600;
static atomic_long progress = -1;

__attribute__((noinline)) void hang(void) {
  for (;;)
    ;
}

static void *watchdog(void *arg) {
  long at = *(long *)arg;
  struct timespec ts = {0, 10 * 1000 * 1000};
  while (atomic_load_explicit(&progress, memory_order_relaxed) != at)
    nanosleep(&ts, NULL);
  long count = arc_count(obj);
  for (int stable = 0; stable < 20; stable++) {
    nanosleep(&ts, NULL);
    long now = arc_count(obj);
    if (now != count)
      count = now, stable = 0;
  }
  printf("count while parked %ld\n", count);
  fflush(stdout);
  _exit(0);
}

__attribute__((noinline)) static long loop(long *p, long n, long at) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    atomic_store_explicit(&progress, i, memory_order_relaxed);
    long *s = arc_retain(p);
    acc += *s;
    arc_release(s);
#ifndef CONTROL
    if (i == at)
      hang();
#else
    (void)at;
#endif
    long *t = arc_retain(p);
    acc += *t * 2;
    arc_release(t);
  }
  return acc;
}

int main(void) {
  obj = arc_alloc(sizeof *obj, NULL);
  *obj = 7;
  pthread_t w;
  long at = park_at;
  pthread_create(&w, NULL, watchdog, &at);
  long sum = loop(obj, 1000, at);
  printf("sum %ld (not reached)\n", sum);
  return 1;
}
