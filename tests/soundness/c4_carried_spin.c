/* Attacks: class 4 in a carried (rotated) loop, with a call that reads no memory: the
 * release/retain gap. The loop carries one reference from iteration to iteration (release the
 * previous copy, retain the next); between the release and the next retain, park(i, at) spins
 * forever in iteration 450 (a `for (;;);` with a constant condition: memory(none) for LLVM, but
 * not willreturn). The source holds no reference of its own while parked; a watchdog thread reads
 * the count (1: main's reference) and ends the process. If the carried rewrite (which deletes the
 * loop's calls and keeps the reference taken before the loop) took the gap for one where nothing
 * can leave, the count would be 2.
 * CONTROL: with a park() that returns (-DCONTROL) the handle is carried.
 * Correct output: "count while parked 1", exit 0. */
// EXPECT-REMARK: not hoisted \(H8\)
// CONTROL: -DCONTROL
#include <arc.h>
#include <pthread.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

static long *obj;
static volatile long park_at = 450;

__attribute__((noinline)) void park(long i, long at) {
#ifndef CONTROL
  if (i == at)
    for (;;)
      ;
#else
  (void)i, (void)at;
#endif
}

static void *watchdog(void *arg) {
  (void)arg;
  struct timespec ts = {0, 300 * 1000 * 1000};
  nanosleep(&ts, NULL);
  printf("count while parked %ld\n", arc_count(obj));
  fflush(stdout);
  _exit(0);
}

__attribute__((noinline)) static long walk(long *p, long n, long at) {
  long acc = 0;
  long *s = arc_retain(p);
  for (long i = 0; i < n; i++) {
    acc += *s;
    arc_release(s);
    park(i, at);
    s = arc_retain(p);
  }
  arc_release(s);
  return acc;
}

int main(void) {
  obj = arc_alloc(sizeof *obj, NULL);
  *obj = 4;
  pthread_t w;
  pthread_create(&w, NULL, watchdog, NULL);
  long sum = walk(obj, 1000, park_at);
  printf("sum %ld (not reached)\n", sum);
  return 1;
}
