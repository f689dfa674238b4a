/* Attacks (thread-local rewrite): the pointer is copied into a global with memcpy from a local
 * variable (the store is a memcpy of the alloca's bytes, not a store of the pointer).
 * Correct output: "other thread saw 42", "destroyed", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

static char global_bytes[sizeof(void *)];
static atomic_int ready;

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static void *other(void *arg) {
  (void)arg;
  while (!atomic_load(&ready))
    ;
  long *o;
  memcpy(&o, global_bytes, sizeof o);
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
static volatile size_t len = sizeof(void *);

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
  memcpy(global_bytes, &o, len);
  atomic_store(&ready, 1);
  pthread_join(t, NULL);
  return acc == 42000 ? 0 : 3;
}
