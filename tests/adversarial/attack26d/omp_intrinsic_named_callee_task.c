/* Attacks the no-task rule of an OpenMP region body (row OWNED_ACROSS_LOOP, OpenMP form: "every
 * call is an intrinsic, a libomp entry that creates no task, ...") with a call that is an
 * intrinsic in the IR but user code at run time: the body calls `llvm.objc.autoreleasePoolPush`
 * (reached from C through an asm label, a GNU extension), which LLVM lowers to a call of
 * objc_autoreleasePoolPush, defined in this file. That function drops `orig` (run's reference,
 * given away) and creates a task. So the body has no opaque call: the drop and the task both
 * come from the "intrinsic". The forking function `run` allocates h (destructor sets
 * `destroyed`); in the last (only) iteration of a static `for nowait` loop on thread 0 the
 * intrinsic call inside the pair drops the other reference, so the loop's release is the last
 * one and the read after it sees the destructor; the task exits at the region's join and the use
 * after the region (a release) never comes. Hoisted, the read would see 0. Borderline: the program
 * names a compiler intrinsic.
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
static __thread int is_creator; /* set by the thread that creates the task */
static volatile int n_iter = 1;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}

/* The exiting task: waits until the loop is done (never on a thread it waits for), reports,
 * exits. Run at once by its creator (is_creator), in the pair (an implementation may do that;
 * libomp does not in a team of two), it says so and ends the program there, with nothing to wait
 * for. */
static void finish(void) {
  if (is_creator && !atomic_load_explicit(&loop_done, memory_order_acquire)) {
    printf("task ran at once\n");
    fflush(stdout);
    _exit(0);
  }
  while (!atomic_load_explicit(&loop_done, memory_order_acquire))
    ;
  printf("seen %d\n", atomic_load(&seen_total));
  printf("destroyed %d\n", destroyed);
  fflush(stdout);
  exit(0);
}
extern void *pool_push(void) __asm__("llvm.objc.autoreleasePoolPush");
void *objc_autoreleasePoolPush(void) {
  arc_release(orig);
  is_creator = 1;
#pragma omp task
  finish();
  return NULL;
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
  }
  arc_release(h); /* never reached */
}

int main(void) {
  run(n_iter);
  printf("not reached\n");
  return 1;
}
