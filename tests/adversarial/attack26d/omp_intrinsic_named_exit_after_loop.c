/* Attacks "every instruction of the body outside the loop returns" (row OWNED_ACROSS_LOOP,
 * OpenMP form) and the no-task rule with calls that are intrinsics in the IR and user code at run
 * time (asm labels naming `llvm.objc.autoreleasePoolPush` / `llvm.objc.autoreleasePoolPop`, which
 * LLVM lowers to calls of objc_autoreleasePoolPush / objc_autoreleasePoolPop, defined here). In the
 * last (only) iteration of a static `for nowait` loop on thread 0, the first drops `orig` (run's
 * reference, given away), so the loop's release is the last one and the read after it sees the
 * destructor. After the loop every thread calls the second: the first thread to get there waits
 * until the loop is done, prints and exits; the other waits for ever. The forking function's use
 * after the region never comes. Hoisted, the read would see 0. Borderline: the program names
 * compiler intrinsics.
 * Correct output: "seen 1", "destroyed 1", exit 0. */
#include <arc.h>
#include <omp.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static int destroyed;
static long *orig;
static atomic_int seen_total;
static atomic_int loop_done;
static volatile int n_iter = 1;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}

/* Waits until the loop is done, reports, exits. */
static void finish(void) {
  while (!atomic_load_explicit(&loop_done, memory_order_acquire))
    ;
  printf("seen %d\n", atomic_load(&seen_total));
  printf("destroyed %d\n", destroyed);
  fflush(stdout);
  exit(0);
}
extern void *pool_push(void) __asm__("llvm.objc.autoreleasePoolPush");
extern void pool_pop(void *) __asm__("llvm.objc.autoreleasePoolPop");
void *objc_autoreleasePoolPush(void) {
  arc_release(orig);
  return NULL;
}
static atomic_int once;
void objc_autoreleasePoolPop(void *p) {
  (void)p;
  if (atomic_exchange(&once, 1) == 0)
    finish();
  for (;;)
    pause();
}
static __attribute__((noinline)) void run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  orig = h; /* run gives its reference away: a callee drops it in the last iteration */

#pragma omp parallel num_threads(2) shared(h)
  {
    int seen = 0;
#pragma omp for schedule(static) nowait
    for (int i = 0; i < n; i++) {
      long *s = arc_retain(h);
      *s += i;
      if (i == n - 1)
        pool_push();
      arc_release(s);
      seen += destroyed;
      if (i == n - 1) {
        atomic_fetch_add(&seen_total, seen);
        atomic_store_explicit(&loop_done, 1, memory_order_release);
      }
    }
    pool_pop(NULL);
  }
  arc_release(h); /* never reached */
}

int main(void) {
  run(n_iter);
  printf("not reached\n");
  return 1;
}
