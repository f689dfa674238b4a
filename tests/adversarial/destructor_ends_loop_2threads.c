/* Attacks: the same as destructor_ends_loop.c with the last other reference dropped by another
 * thread, which the loop waits for while it holds its own in-loop reference (atomics, no data
 * race). The loop ends when the destructor (run by the loop's release) sets `done`. With the
 * pair hoisted the destructor can only run after the loop: hang (watchdog).
 * Correct output: "dropped by other thread", "destroyed", "loop ended", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

static atomic_int done, holding, dropped;

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
  atomic_store(&done, 1);
}

static void *other(void *h) {
  while (!atomic_load(&holding))
    ;
  arc_release(h); /* count 2 -> 1: the loop's own reference is the last */
  printf("dropped by other thread\n");
  fflush(stdout);
  atomic_store(&dropped, 1);
  return NULL;
}

static void *watchdog(void *arg) {
  (void)arg;
  sleep(3);
  printf("HANG: watchdog fired\n");
  fflush(stdout);
  _exit(2);
}

static volatile long sink;

static __attribute__((noinline)) void run(void *h) {
  while (!atomic_load(&done)) {
    long *s = arc_retain(h);
    atomic_store(&holding, 1);
    while (!atomic_load(&dropped) && atomic_load(&holding) == 1)
      atomic_store(&holding, 1);
    sink += *s;
    arc_release(s);
  }
}

int main(void) {
  pthread_t w, t;
  pthread_create(&w, NULL, watchdog, NULL);
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 5;
  pthread_create(&t, NULL, other, h); /* the other thread owns the only reference now */
  run(h);
  pthread_join(t, NULL);
  printf("loop ended\n");
  return 0;
}
