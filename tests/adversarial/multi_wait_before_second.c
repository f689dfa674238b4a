/* Attacks (several handles per loop: b's retain counts as "runs on every entry" when the visible
 * calls before it return). wait_turn() is visible, calls nothing that does not return, and on
 * the second iteration blocks forever (an atomic flag nobody sets): the worker never gets to
 * retain b again. While it waits, the source holds no reference to b (nor to a); main then drops
 * its references and both destructors run. A retain of b hoisted to the preheader would still be
 * held: "destroyed b" missing (and likewise for a, if a were hoisted across the wait).
 * Correct output: "worker waiting", "destroyed a", "destroyed b", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

static atomic_int go, waiting, gone_a, gone_b;
static long *A, *B;

static void destroy_a(void *p) {
  (void)p;
  atomic_store(&gone_a, 1);
}
static void destroy_b(void *p) {
  (void)p;
  atomic_store(&gone_b, 1);
}
static long use_impl(const long *p) { return *p; }
static long (*volatile use)(const long *) = use_impl;

static __attribute__((noinline)) void wait_turn(int i) {
  if (i == 1) {
    atomic_store(&waiting, 1);
    while (!atomic_load(&go)) /* never set */
      ;
  }
}

static __attribute__((noinline)) long run(long *a, long *b, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    long *a2 = arc_retain(a);
    s += use(a2);
    arc_release(a2);
    wait_turn(i);
    long *b2 = arc_retain(b);
    s += use(b2);
    arc_release(b2);
  }
  return s;
}

static void *worker(void *arg) {
  (void)arg;
  run(A, B, 10);
  return NULL;
}

int main(void) {
  A = arc_alloc(sizeof(long), destroy_a);
  B = arc_alloc(sizeof(long), destroy_b);
  *A = 1, *B = 2;
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  while (!atomic_load(&waiting))
    ;
  printf("worker waiting\n");
  arc_release(A);
  arc_release(B);
  for (int k = 0; k < 200 && !(atomic_load(&gone_a) && atomic_load(&gone_b)); k++)
    usleep(10000);
  if (atomic_load(&gone_a))
    printf("destroyed a\n");
  if (atomic_load(&gone_b))
    printf("destroyed b\n");
  fflush(stdout);
  _exit(0); /* the worker stays blocked */
}
