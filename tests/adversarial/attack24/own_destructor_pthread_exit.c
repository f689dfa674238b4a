/* Attacks H8's "a release followed by a retain later in the same loop run was not the last one"
 * with a destructor that ends its thread: a worker allocates the object with a destructor that
 * calls pthread_exit(), hands its reference to a global that a callee drops in iteration 2,
 * and loops; that iteration's release is the last one and the worker ends there. main joins it
 * and prints how far it got. Correct output: "iteration 0".."iteration 2", "worker ended after
 * 3 iterations", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>

static long *owner;
static int progress;
static volatile int n_iter = 6;
static void destroy(void *p) {
  (void)p;
  pthread_exit(NULL);
}
static void step_impl(int i) {
  printf("iteration %d\n", i);
  if (i == 2)
    arc_release(owner);
}
static void (*volatile step)(int) = step_impl;

static void *worker(void *arg) {
  int n = *(int *)arg;
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  owner = h;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    progress = i + 1;
    step(i);
    arc_release(s);
  }
  return NULL;
}

int main(void) {
  int n = n_iter;
  pthread_t t;
  pthread_create(&t, NULL, worker, &n);
  pthread_join(t, NULL);
  printf("worker ended after %d iterations\n", progress);
  return 0;
}
