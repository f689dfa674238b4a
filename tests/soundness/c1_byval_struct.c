/* Attacks: class 1, memory assumed private although its address escapes (a byval argument).
 * loop() takes a struct by value (large enough to be passed in memory: LLVM's byval, the
 * function's own copy). It publishes the address of the copy's handle field to a writer thread
 * and then, in iteration 300 (inside its pair), hands over through sync_with(), a noinline function
 * that only touches its argument: a release store, then an acquire spin. The writer puts a new
 * object into the copy's field (and keeps the old one: the caller's struct still refers to it). The
 * loop reloads box.h every iteration and must use the new object from iteration 301 on. Hoisted
 * with the reload (H2 taking the byval copy as private), the loop keeps the old one.
 * CONTROL: the same loop without publishing the field's address (-DCONTROL) is hoisted.
 * Correct output: "destroyed 3", "sum 2398", "destroyed 1", exit 0 (301 x 1 + 699 x 3). */
// EXPECT-REMARK: not hoisted \(H2\)
// CONTROL: -DCONTROL
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

struct box {
  void *h;
  long pad[7]; /* 64 bytes: passed in memory */
};

static atomic_int phase;
static void **published;

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

__attribute__((noinline)) void sync_with(atomic_int *ph) {
  atomic_store_explicit(ph, 1, memory_order_release);
  while (atomic_load_explicit(ph, memory_order_acquire) != 2)
    ;
}

__attribute__((unused)) static void *writer(void *arg) { /* unused in the CONTROL build */
  long *n = arg;
  while (atomic_load_explicit(&phase, memory_order_acquire) != 1)
    ;
  *published = n; /* the old object stays the caller's */
  atomic_store_explicit(&phase, 2, memory_order_release);
  return 0;
}

__attribute__((noinline)) static long loop(struct box box, long n) {
#ifndef CONTROL
  published = &box.h;
#endif
  long acc = box.pad[0];
  for (long i = 0; i < n; i++) {
    long *s = arc_retain(box.h);
#ifndef CONTROL
    if (i == 300) /* inside the pair: the iteration holds the old object */
      sync_with(&phase);
#endif
    acc += *s;
    arc_release(s);
  }
  /* the copy's field holds the writer's object: its reference is the writer's */
  arc_release(box.h);
  return acc;
}

int main(void) {
  struct box b = {0};
  b.h = arc_alloc(sizeof(long), destroy);
  *(long *)b.h = 1;
  long *n = arc_alloc(sizeof *n, destroy);
  *n = 3;
#ifndef CONTROL
  pthread_t t;
  pthread_create(&t, NULL, writer, n);
#else
  arc_retain(b.h), arc_release(n);
#endif
  long sum = loop(b, 1000);
#ifndef CONTROL
  pthread_join(t, NULL);
#endif
  printf("sum %ld\n", sum);
  arc_release(b.h);
  return 0;
}
