/* Attacks (thread-local rewrite): the object is stored in a _Thread_local variable of the main
 * thread. TLS looks private, but main published the address of its TLS slot before, and another
 * thread reads the object through that address and retains/releases it.
 * Correct output: "other thread saw 42", "destroyed", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static _Thread_local long *tls_slot;
static long **slot_address;
static atomic_int ready;

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static void *other(void *arg) {
  (void)arg;
  while (!atomic_load(&ready))
    ;
  long *o = *slot_address;
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

static __attribute__((noinline)) void build(void) {
  long *o = arc_alloc(sizeof *o, destroy);
  *o = 42;
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(o);
    acc += *s;
    arc_release(s);
  }
  tls_slot = o; /* the reference is handed over through the slot */
  if (acc != 42000)
    printf("bad sum\n");
}

int main(void) {
  slot_address = &tls_slot;
  pthread_t t;
  pthread_create(&t, NULL, other, NULL);
  build();
  atomic_store(&ready, 1);
  pthread_join(t, NULL);
  return 0;
}
