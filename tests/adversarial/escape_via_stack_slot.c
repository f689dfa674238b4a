/* Attacks (thread-local rewrite): the object is stored into a local variable (an alloca) whose
 * address was handed to another thread earlier (at pthread_create, before the object existed).
 * The store looks like a store to a private stack slot.
 * Correct output: "other thread saw 42", "destroyed", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

struct mailbox {
  long *obj;
  atomic_int ready;
};

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static void *other(void *arg) {
  struct mailbox *m = arg;
  while (!atomic_load(&m->ready))
    ;
  long *o = m->obj;
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
  struct mailbox m = {NULL, 0};
  pthread_t t;
  pthread_create(&t, NULL, other, &m);
  long *o = arc_alloc(sizeof *o, destroy);
  *o = 42;
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(o);
    acc += *s;
    arc_release(s);
  }
  m.obj = o;
  atomic_store(&m.ready, 1);
  pthread_join(t, NULL);
  return acc == 42000 ? 0 : 3;
}
