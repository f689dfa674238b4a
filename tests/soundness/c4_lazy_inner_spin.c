/* Attacks: class 4 in a lazy hoist, with a call that reads no memory: the retain the lazy rewrite
 * places at the end of an inner loop's preheader lands after park(), a call that may not return.
 * Rounds of an outer loop; in each, a guarded inner loop borrows p in a retain/release pair;
 * before it (in the inner loop's preheader) park(r, at) spins forever in round 3 (a `for (;;);`
 * with a constant condition: memory(none) for LLVM, but not willreturn). The source holds no
 * reference while parked (round 2's last pair was released); a watchdog thread (told the iteration
 * by a relaxed store) reads the count (1: main's) and ends the process. Hoisted lazily out of the
 * outer loop, the reference taken in round 0 would still be held while parked: count 2.
 * CONTROL: with a park() that returns (-DCONTROL) the pair is hoisted out of the inner loop and
 * lazily out of the outer one.
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
static volatile int park_at = 3;
static atomic_long progress = -1; /* the last round whose inner loop ran (relaxed) */
static volatile int nrounds = 6;  /* not a constant: the outer loop stays a loop */

__attribute__((noinline)) void park(int r, int at) {
#ifndef CONTROL
  if (r == at)
    for (;;)
      ;
#else
  (void)r, (void)at;
#endif
}

/* Waits until the loop has announced the round before the parking one, then until the count has
 * stayed the same for 200 ms (parked: it never changes again), prints it and ends the process. */
static void *watchdog(void *arg) {
  long at = *(long *)arg - 1; /* round 2 ran: round 3 parks next */
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

__attribute__((noinline)) static long rounds(long *p, const int *m, int nr, int at) {
  long acc = 0;
  for (int r = 0; r < nr; r++) {
    if (m[r] > 0) {
      park(r, at);
      for (int j = 0; j < m[r]; j++) {
        long *s = arc_retain(p);
        acc += *s + j;
        atomic_store_explicit(&progress, r, memory_order_relaxed); /* inside the pair */
        arc_release(s);
      }
    }
  }
  return acc;
}

int main(void) {
  static int m[6] = {100, 0, 50, 70, 20, 10};
  obj = arc_alloc(sizeof *obj, NULL);
  *obj = 3;
  pthread_t w;
  long at = park_at;
  pthread_create(&w, NULL, watchdog, &at);
  long sum = rounds(obj, m, nrounds, (int)at);
  printf("sum %ld (not reached)\n", sum);
  return 1;
}
