/* Attacks: class 1, memory assumed private although its address escapes (a noalias argument).
 * loop() gets its handle slot through a `restrict` pointer, publishes the slot's address to a
 * writer thread (a plain store to a global, ordered by the hand-over) and then, in iteration
 * 500, hands over with a release store and an acquire spin inside handoff(), a noinline function
 * that only touches its argument (LLVM infers memory(argmem: readwrite) for it). The writer
 * replaces the handle in the slot and drops the old object. The loop reloads *slot every
 * iteration and must use the new object from iteration 501 on. restrict allows this: every access
 * to *slot, the writer's included, is through a pointer based on `slot`.
 * Hoisted with the reload (H2 taking the restrict slot as private), the loop keeps the old
 * object, whose destructor then runs after the loop instead of during it.
 * CONTROL: the same loop without the publication (-DCONTROL) is hoisted.
 * Correct output: "destroyed 5" (during the loop), "sum 6996", "destroyed 9", exit 0
 * (501 x 5 + 499 x 9). */
// EXPECT-REMARK: not hoisted \(H2\)
// CONTROL: -DCONTROL
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static atomic_int phase;
static void **published; /* written before the hand-over, read after it */

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

__attribute__((noinline)) void handoff(atomic_int *ph) {
  atomic_store_explicit(ph, 1, memory_order_release);
  while (atomic_load_explicit(ph, memory_order_acquire) != 2)
    ;
}

__attribute__((unused)) static void *writer(void *arg) { /* unused in the CONTROL build */
  (void)arg;
  while (atomic_load_explicit(&phase, memory_order_acquire) != 1)
    ;
  long *n = arc_alloc(sizeof *n, destroy);
  *n = 9;
  void *old = *published;
  *published = n;
  arc_release(old);
  atomic_store_explicit(&phase, 2, memory_order_release);
  return 0;
}

__attribute__((noinline)) static long loop(void **restrict slot, long n) {
#ifndef CONTROL
  published = slot;
#endif
  long acc = 0;
  for (long i = 0; i < n; i++) {
    long *s = arc_retain(*slot);
#ifndef CONTROL
    if (i == 500) /* inside the pair: the iteration holds the old object */
      handoff(&phase);
#endif
    acc += *s;
    arc_release(s);
  }
  return acc;
}

int main(void) {
  void *slot = arc_alloc(sizeof(long), destroy);
  *(long *)slot = 5;
#ifndef CONTROL
  pthread_t t;
  pthread_create(&t, NULL, writer, NULL);
#endif
  long sum = loop(&slot, 1000);
#ifndef CONTROL
  pthread_join(t, NULL);
#endif
  printf("sum %ld\n", sum);
  arc_release(slot);
  return 0;
}
