/* Attacks (thread-local rewrite): the object is stored into a malloc'd box (fresh, noalias
 * memory) that was already reachable from another thread through a global set before. The
 * store looks like a store to private fresh memory.
 * Correct output: "other thread saw 42", "destroyed", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

struct box {
  long *obj;
};
static struct box *_Atomic shared_box;
static atomic_int ready;

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static void *other(void *arg) {
  (void)arg;
  while (!atomic_load(&ready))
    ;
  long *o = atomic_load(&shared_box)->obj;
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
  struct box *b = malloc(sizeof *b);
  atomic_store(&shared_box, b);
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
  b->obj = o;
  atomic_store(&ready, 1);
  pthread_join(t, NULL);
  free(b);
  return acc == 42000 ? 0 : 3;
}
