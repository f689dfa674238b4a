/* Attacks: a loop whose end depends on a destructor running inside it (single thread). The loop
 * reads an object through a local handle; at iteration 3 an opaque callee drops the owner's
 * reference (held in a global), so the in-loop release is the last one, the destructor runs and
 * sets `done`, and the loop stops before touching the handle again. Hoisting keeps the object
 * alive until the loop exit, so the destructor never runs in the loop and the loop never ends.
 * A watchdog thread turns a hang into output.
 * Correct output: "iteration 0".."iteration 3", "destroyed", "loop ended after 4", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static void *owner; /* the owner's reference */
static int done;

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
  done = 1;
}

static void step_impl(int i) {
  printf("iteration %d\n", i);
  if (i == 3) {
    arc_release(owner);
    owner = NULL;
  }
}
static void (*volatile step)(int) = step_impl;

static void *watchdog(void *arg) {
  (void)arg;
  sleep(3);
  printf("HANG: watchdog fired\n");
  fflush(stdout);
  _exit(2);
}

static __attribute__((noinline)) int run(void *h) {
  int i = 0;
  while (!done) {
    long *s = arc_retain(h);
    step(i);
    arc_release(s);
    i++;
  }
  return i;
}

int main(void) {
  pthread_t w;
  pthread_create(&w, NULL, watchdog, NULL);
  owner = arc_alloc(sizeof(long), destroy);
  int n = run(owner);
  printf("loop ended after %d\n", n);
  return 0;
}
