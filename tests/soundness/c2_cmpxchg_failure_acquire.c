/* Attacks: class 2, an acquire on the FAILURE path of a compare-exchange.
 * Three rounds. In each, main tells a writer thread to go (a release store, outside the inner
 * loop), and the inner loop's first iteration waits for the writer with
 *   atomic_compare_exchange_strong_explicit(&flag, &expected, expected, relaxed, acquire)
 * which succeeds (relaxed, no ordering) while the writer has not finished and fails, with
 * acquire order, once the writer has stored round+1 with release order. The writer replaces the
 * global handle g (and drops the old object) before that store, so every reload of g after the
 * wait must see the new object. No data race: main's reads of the old g happen before its go
 * store, the writer's replacement before its flag store, which the failing compare-exchange
 * synchronises with.
 * If the pass took the compare-exchange for relaxed (its success ordering), it would hoist the
 * reload of g and its pair out of the inner loop: the copy would read g before the wait (the old
 * object, racing with the writer), keep it alive through the round and sum its payload.
 * CONTROL: -DCONTROL makes the failure ordering relaxed (the program is then racy, never run):
 * the inner loop is hoisted.
 * Correct output: "destroyed 10", "destroyed 11", "destroyed 12" (each at the writer's
 * replacement, in its round), "sum 36000", "destroyed 13", exit 0. */
// EXPECT-REMARK: not hoisted \(H2\)
// CONTROL: -DCONTROL
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#ifdef CONTROL
#define FAILURE memory_order_relaxed
#else
#define FAILURE memory_order_acquire
#endif

static atomic_int go, flag;
static long *g; /* the handle slot: written by the writer between go and flag */

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

static void *writer(void *arg) {
  (void)arg;
  for (int r = 0; r < 3; r++) {
    while (atomic_load_explicit(&go, memory_order_acquire) != r + 1)
      ;
    long *n = arc_alloc(sizeof *n, destroy);
    *n = 11 + r;
    long *old = g;
    g = n;
    arc_release(old);
    atomic_store_explicit(&flag, r + 1, memory_order_release);
  }
  return 0;
}

__attribute__((noinline)) static long rounds(long n) {
  long acc = 0;
  for (int r = 0; r < 3; r++) {
    atomic_store_explicit(&go, r + 1, memory_order_release);
    for (long i = 0; i < n; i++) {
      if (i == 0) {
        int expected = r;
        while (atomic_compare_exchange_strong_explicit(&flag, &expected, r, memory_order_relaxed,
                                                       FAILURE))
          ;
      }
      long *s = arc_retain(g);
      acc += *s;
      arc_release(s);
    }
  }
  return acc;
}

int main(void) {
  g = arc_alloc(sizeof *g, destroy);
  *g = 10;
  pthread_t t;
  pthread_create(&t, NULL, writer, NULL);
  long sum = rounds(1000);
  pthread_join(t, NULL);
  printf("sum %ld\n", sum);
  arc_release(g);
  return 0;
}
