/* Control for row OWNED_ACROSS_LOOP with arc's contract and another thread: `run` borrows p
 * (an argument); main holds a reference across the call, and a second thread holds another,
 * which it drops while the loop runs (step() hands over to it in iteration 2 and waits until it
 * has dropped it). run loads *p after the loop. No release in the loop is the last (main's
 * reference stays): hoisted, and the read of `destroyed` sees 0 either way.
 * Correct output: "seen 0", "v 15", "destroyed 0", "destroyed 1", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static int destroyed;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static long *theirs;
static atomic_int go, done;
static void *other(void *arg) {
  (void)arg;
  while (!atomic_load(&go))
    ;
  arc_release(theirs);
  atomic_store(&done, 1);
  return NULL;
}
static void step_impl(int i) {
  if (i == 2) {
    atomic_store(&go, 1);
    while (!atomic_load(&done))
      ;
  }
}
static void (*volatile step)(int) = step_impl;
static volatile int n_iter = 6;

__attribute__((noinline)) long run(long *p, int n) {
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(p);
    *s += i;
    step(i);
    arc_release(s);
    seen += destroyed;
  }
  long v = *p;
  printf("seen %d\n", seen);
  return v;
}

int main(void) {
  long *p = arc_alloc(sizeof(long), destroy);
  *p = 0;
  theirs = arc_retain(p);
  pthread_t t;
  pthread_create(&t, NULL, other, NULL);
  long v = run(p, n_iter);
  pthread_join(t, NULL);
  printf("v %ld\n", v);
  printf("destroyed %d\n", destroyed);
  arc_release(p);
  printf("destroyed %d\n", destroyed);
  return 0;
}
