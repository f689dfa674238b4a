/* Attacks: class 1, memory assumed private although its address escapes: a restrict slot whose
 * address the function itself passes to pthread_create (a call that keeps it). process() gets its
 * handle slot as `void **restrict slot`, starts a writer thread with `slot` as its argument, and
 * loops over a retain/release pair of *slot; inside iteration 600's pair it hands over to the
 * writer through meet(), a noinline function touching only its argument (release store, acquire
 * spin). The writer stores a new object into *slot (every access to *slot is through pointers
 * based on `slot`, as restrict requires) and drops the old one; from iteration 601 on the loop
 * must use the new object. Hoisted with the reload (H2 taking the restrict slot as private), the
 * loop keeps the old object.
 * CONTROL: -DCONTROL starts no writer (and does not hand over): the pair is hoisted.
 * Correct output: "destroyed 2" (in iteration 600), "sum 2399" (601 x 2 + 399 x 3),
 * "destroyed 3", exit 0. */
// EXPECT-REMARK: not hoisted \(H2\)
// CONTROL: -DCONTROL
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static atomic_int stage;

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

__attribute__((noinline)) void meet(atomic_int *st) {
  atomic_store_explicit(st, 1, memory_order_release);
  while (atomic_load_explicit(st, memory_order_acquire) != 2)
    ;
}

__attribute__((unused)) static void *writer(void *arg) { /* unused in the CONTROL build */
  void **slot = arg;
  while (atomic_load_explicit(&stage, memory_order_acquire) != 1)
    ;
  long *n = arc_alloc(sizeof *n, destroy);
  *n = 3;
  void *old = *slot;
  *slot = n;
  arc_release(old);
  atomic_store_explicit(&stage, 2, memory_order_release);
  return NULL;
}

__attribute__((noinline)) static long process(void **restrict slot, long n) {
#ifndef CONTROL
  pthread_t t;
  pthread_create(&t, NULL, writer, slot);
#endif
  long acc = 0;
  for (long i = 0; i < n; i++) {
    long *s = arc_retain(*slot);
#ifndef CONTROL
    if (i == 600) /* inside the pair: the iteration holds the old object */
      meet(&stage);
#endif
    acc += *s;
    arc_release(s);
  }
#ifndef CONTROL
  pthread_join(t, NULL);
#endif
  return acc;
}

int main(void) {
  void *slot = arc_alloc(sizeof(long), destroy);
  *(long *)slot = 2;
  long sum = process(&slot, 1000);
  printf("sum %ld\n", sum);
  arc_release(slot);
  return 0;
}
