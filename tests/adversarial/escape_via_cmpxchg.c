/* Attacks (thread-local rewrite): the pointer is published with a compare-and-swap into a global
 * atomic slot (a cmpxchg, not a store instruction); another thread takes it from the slot and
 * retains/releases it. The object must stay SHARED.
 * Correct output: "other thread saw 42", "destroyed", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static _Atomic(long *) slot;

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static void *other(void *arg) {
  (void)arg;
  long *o;
  while (!(o = atomic_load(&slot)))
    ;
  for (int i = 0; i < 1000; i++) {
    long *s = arc_retain(o);
    if (i == 999)
      printf("other thread saw %ld\n", *s);
    arc_release(s);
  }
  arc_release(o);
  return NULL;
}

static volatile int n = 1000;

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, other, NULL);
  long *o = arc_alloc(sizeof *o, destroy);
  *o = 42;
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(o);
    acc += *s;
    arc_release(s);
  }
  long *expected = NULL;
  atomic_compare_exchange_strong(&slot, &expected, arc_retain(o));
  pthread_join(t, NULL);
  arc_release(o);
  return acc == 42000 ? 0 : 3;
}
