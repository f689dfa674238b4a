/* Attacks: a worker loop that never ends by itself and is cancelled at pthread_testcancel(),
 * which it calls after each balanced retain/release. The hoisted retain before the loop has no
 * matching release (the loop has no exit and cancellation leaves through none).
 * main cancels, joins, drops its reference; the destructor prints.
 * Correct output: "cancelled", "destroyed", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static atomic_int started;
static volatile long sink;

static void *worker(void *h) {
  for (;;) {
    long *s = arc_retain(h);
    sink += *s;
    arc_release(s);
    atomic_store(&started, 1);
    pthread_testcancel();
  }
  return NULL;
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  pthread_t t;
  pthread_create(&t, NULL, worker, h);
  while (!atomic_load(&started))
    ;
  pthread_cancel(t);
  void *res;
  pthread_join(t, &res);
  printf(res == PTHREAD_CANCELED ? "cancelled\n" : "not cancelled\n");
  arc_release(h);
  return 0;
}
