/* Attacks (pair deletion: "a retain followed by its release with nothing that can decrement the
 * count in between is deleted outright"). The thread holds the owner reference, takes a copy
 * (arc_retain), hands its owner reference to another thread with a release store of an unrelated
 * int flag, waits (acquire loads only) until that thread has dropped it, then reads the payload
 * through its copy and releases the copy. Between the retain and the release there are only a
 * store to unrelated memory and loads, yet the pair is what keeps the object alive across the
 * other thread's release: without it the read is a use after free.
 * Correct output: "destroyed" (run by the copy's release), then "read 42", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

static long *obj;
static atomic_int handed, dropped;

static void destroy(void *p) {
  *(long *)p = -1;
  printf("destroyed\n");
}

static void *taker(void *arg) {
  (void)arg;
  while (!atomic_load_explicit(&handed, memory_order_acquire))
    ;
  arc_release(obj); /* the owner reference it was handed: count 2 -> 1 */
  atomic_store_explicit(&dropped, 1, memory_order_release);
  return NULL;
}

static void *watchdog(void *arg) {
  (void)arg;
  sleep(5);
  printf("HANG: watchdog fired\n");
  fflush(stdout);
  _exit(2);
}

static __attribute__((noinline)) long reader(long *p) {
  long *s = arc_retain(p);                                 /* our own copy */
  atomic_store_explicit(&handed, 1, memory_order_release); /* owner reference handed over */
  while (!atomic_load_explicit(&dropped, memory_order_acquire))
    ;
  long v = *s;    /* alive: our copy is the last reference */
  arc_release(s); /* count 1 -> 0: destructor */
  return v;
}

int main(void) {
  pthread_t w, t;
  pthread_create(&w, NULL, watchdog, NULL);
  obj = arc_alloc(sizeof(long), destroy);
  *obj = 42;
  pthread_create(&t, NULL, taker, NULL);
  long v = reader(obj);
  printf("read %ld\n", v);
  pthread_join(t, NULL);
  return 0;
}
