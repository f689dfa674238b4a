/* Attacks (BIASED objects and hoisting): the owner thread allocates an object (BIASED), retains
 * it a few times with its plain owner path, publishes it in a global and exits; a second thread
 * takes over its owner number by allocating (a fresh object that never leaves it: LOCAL with the
 * pass, so with the pass it may take no number at all), and a third thread runs a hoisted loop on
 * the old owner's object and drops the extra references. The counts and the one destruction must
 * be the same.
 * Correct output: "count 4", "sum 1000", "count 1", "destroyed", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>

static long *shared;
static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}
static void *owner(void *arg) {
  (void)arg;
  shared = arc_alloc(sizeof *shared, destroy);
  *shared = 1;
  for (int i = 0; i < 3; i++)
    arc_retain(shared);
  return NULL;
}
static volatile int n = 1000;
static void *next_owner(void *arg) {
  (void)arg;
  long *mine = arc_alloc(sizeof *mine, NULL);
  *mine = 2;
  long s = 0;
  for (int i = 0, iters = n; i < iters; i++) {
    long *c = arc_retain(mine);
    s += *c;
    arc_release(c);
  }
  arc_release(mine);
  return (void *)s;
}
__attribute__((noinline)) static long loop(long *h) {
  long sum = 0;
  for (int i = 0, iters = n; i < iters; i++) {
    long *c = arc_retain(h);
    sum += *c;
    arc_release(c);
  }
  return sum;
}
static void *user(void *arg) {
  (void)arg;
  printf("sum %ld\n", loop(shared));
  for (int i = 0; i < 3; i++)
    arc_release(shared);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, owner, NULL);
  pthread_join(t, NULL);
  printf("count %ld\n", arc_count(shared));
  pthread_create(&t, NULL, next_owner, NULL);
  pthread_join(t, NULL);
  pthread_create(&t, NULL, user, NULL);
  pthread_join(t, NULL);
  printf("count %ld\n", arc_count(shared));
  arc_release(shared);
  return 0;
}
