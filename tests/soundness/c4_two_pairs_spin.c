/* Attacks: class 4, a call that may not return, and reads no memory, before a retain after a
 * release of the same handle: two pairs of one handle per iteration with park() between them.
 * park(i, at) spins forever when i == at (a `for (;;);` with a constant condition, which C11 does
 * not let the compiler assume to end: LLVM infers memory(none) for park, but not willreturn).
 * main's loop parks in iteration 600, holding no reference of its own (the first pair released,
 * the second not yet taken); a watchdog thread (told the iteration by a relaxed store) then reads
 * the count (1: main's own reference) and ends the process. Hoisted, the loop's reference would be
 * held while parked: count 2.
 * CONTROL: with a park() that returns (-DCONTROL) both pairs are hoisted.
 * Correct output: "count while parked 1", exit 0. */
// EXPECT-REMARK: not hoisted \(H[58]\)
// CONTROL: -DCONTROL
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

static long *obj;
static volatile long park_at = 600;
static atomic_long progress = -1; /* the iteration that is about to park (relaxed) */

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

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

__attribute__((noinline)) static long loop(long *p, long n, long at) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    atomic_store_explicit(&progress, i, memory_order_relaxed); /* outside every exit window */
    long *s = arc_retain(p);
    acc += *s;
    arc_release(s);
    park(i, at);
    long *t = arc_retain(p);
    acc += *t * 2;
    arc_release(t);
  }
  return acc;
}

int main(void) {
  obj = arc_alloc(sizeof *obj, destroy);
  *obj = 7;
  pthread_t w;
  long at = park_at;
  pthread_create(&w, NULL, watchdog, &at);
  long sum = loop(obj, 1000, at);
  printf("sum %ld (not reached)\n", sum);
  return 1;
}
