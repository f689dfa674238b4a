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
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

static long *obj;
static volatile long park_at = 450;
static atomic_long progress = -1; /* the iteration that is about to park (relaxed) */

__attribute__((noinline)) void park(long i, long at) {
#ifndef CONTROL
  if (i == at)
    for (;;)
      ;
#else
  (void)i, (void)at;
#endif
}

/* Waits until the loop has announced the parking iteration, then until the count has stayed
 * the same for 200 ms (parked: it never changes again), prints it and ends the process. */
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

__attribute__((noinline)) static long walk(long *p, long n, long at) {
  long acc = 0;
  long *s = arc_retain(p);
  for (long i = 0; i < n; i++) {
    acc += *s;
    atomic_store_explicit(&progress, i, memory_order_relaxed); /* inside the carried reference */
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
  long at = park_at;
  pthread_create(&w, NULL, watchdog, &at);
  long sum = walk(obj, 1000, at);
  printf("sum %ld (not reached)\n", sum);
  return 1;
}
