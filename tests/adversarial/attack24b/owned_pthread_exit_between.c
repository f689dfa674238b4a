/* Attacks row OWNED_ACROSS_LOOP with pthread_exit between the loop and the later use: the loop
 * runs in a thread; the function hands its reference to `extra`, which a callee drops in the
 * last iteration, whose release is then the last one. After the loop the thread publishes `seen`
 * and calls pthread_exit(), skipping the store through h.
 * Correct output: "seen 1", "destroyed 1", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int destroyed;
static long *extra;
static volatile int n_iter = 6;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static volatile int drop_at = 2;
static void step_impl(int i) {
  if (i == drop_at) {
    long *e = extra;
    extra = NULL;
    arc_release(e);
  }
}
static void (*volatile step)(int) = step_impl;
static int run(int n);
static int result;
static void *thread_main(void *arg) {
  (void)arg;
  run(n_iter);
  return NULL;
}

static __attribute__((noinline)) int run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  extra = h; /* the function hands its reference over */
  drop_at = n - 1;
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i);
    arc_release(s);
    seen += destroyed;
  }
  result = seen;
  pthread_exit(NULL);
  *h = -1; /* never reached */
  return seen;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, thread_main, NULL);
  pthread_join(t, NULL);
  printf("seen %d\n", result);
  printf("destroyed %d\n", destroyed);
  return 0;
}
