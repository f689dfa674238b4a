/* Attacks: pthread_exit() from inside a worker's loop (through an opaque function pointer),
 * after the iteration's balanced retain/release. The hoisted release at the loop exits never
 * runs on that path. main joins the worker, drops its reference, and the destructor prints.
 * Correct output: "worker exited", "destroyed", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static void maybe_quit_impl(int i) {
  if (i == 4)
    pthread_exit(NULL);
}
static void (*volatile maybe_quit)(int) = maybe_quit_impl;
static volatile long sink;

static void *worker(void *h) {
  for (int i = 0; i < 1000; i++) {
    long *s = arc_retain(h);
    sink += *s;
    arc_release(s);
    maybe_quit(i);
  }
  return NULL;
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  pthread_t t;
  pthread_create(&t, NULL, worker, h);
  pthread_join(t, NULL);
  printf("worker exited\n");
  arc_release(h);
  return 0;
}
