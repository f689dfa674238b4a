/* Attacks (pair deletion, H9) through the count itself, read by another thread: the reader
 * takes a copy (count 1 -> 2) and then computes for a while (a call that touches no memory) before
 * reading the payload and releasing the copy. The owner thread waits until it sees a reader
 * (arc_is_unique turns 0, as a copy-on-write owner asks "may I write in place?") and then gives
 * up its own reference instead of writing. arc.h: arc_is_unique is exact for the caller that
 * holds the only reference, so "0" proves the reader's retain happened; the owner's release then
 * leaves the reader's copy as the last reference. Deleted, the owner never sees a reader: hang
 * (watchdog). This is an observer the compiler cannot see, in another thread; the pass's
 * documented difference for those is a count that is *higher* while a loop runs, never lower.
 * Correct output: "owner saw a reader and dropped its reference", "destroyed", "read 42",
 * exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static long *obj;

static void destroy(void *p) {
  *(long *)p = -1;
  printf("destroyed\n");
}

static void *owner(void *arg) {
  (void)arg;
  while (arc_is_unique(obj))
    ;
  arc_release(obj);
  printf("owner saw a reader and dropped its reference\n");
  fflush(stdout);
  return NULL;
}

static void *watchdog(void *arg) {
  (void)arg;
  sleep(9);
  printf("HANG: watchdog fired\n");
  fflush(stdout);
  _exit(2);
}

/* const (it is: no memory, and it returns): a few seconds of arithmetic, ample time for the
 * owner to see the copy */
static __attribute__((noinline, const)) unsigned long crunch(unsigned long n) {
  unsigned long x = n;
  for (unsigned long i = 0; i < n; i++)
    x = x * 6364136223846793005UL + (x >> 17) + i;
  return x;
}

static __attribute__((noinline)) long reader(long *p, unsigned long n) {
  long *s = arc_retain(p);
  unsigned long k = crunch(n) == 1; /* 0, but only known after the computation */
  long v = s[k];
  arc_release(s);
  return v;
}

int main(int argc, char **argv) {
  (void)argv;
  pthread_t w, t;
  pthread_create(&w, NULL, watchdog, NULL);
  obj = arc_alloc(sizeof(long), destroy);
  *obj = 42;
  pthread_create(&t, NULL, owner, NULL);
  long v = reader(obj, 3000000000UL + (unsigned long)argc);
  pthread_join(t, NULL);
  printf("read %ld\n", v);
  return 0;
}
