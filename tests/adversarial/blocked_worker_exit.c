/* Attacks: a worker that blocks for good inside its loop, outside its retain/release pair (the
 * process ends while it waits). In the source it holds no reference while blocked: main sees
 * the count back at 1 and, at exit, an atexit handler drops the last reference and the destructor
 * prints. With the pair hoisted, the blocked worker holds one reference forever.
 * Correct output: "count while worker blocked: 1", "destroyed", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

static long *h;
static sem_t never, progress;

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
  fflush(stdout);
}

static void at_exit_handler(void) { arc_release(h); }

static volatile long sink;

static void *worker(void *arg) {
  long *obj = arg;
  for (int i = 0;; i++) {
    long *s = arc_retain(obj);
    sink += *s;
    arc_release(s);
    sem_post(&progress);
    if (i >= 2)
      sem_wait(&never); /* never posted */
  }
  return NULL;
}

int main(void) {
  sem_init(&never, 0, 0);
  sem_init(&progress, 0, 0);
  h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  atexit(at_exit_handler);
  pthread_t t;
  pthread_create(&t, NULL, worker, h);
  for (int i = 0; i < 3; i++)
    sem_wait(&progress);
  printf("count while worker blocked: %ld\n", arc_count(h));
  fflush(stdout);
  exit(0);
}
