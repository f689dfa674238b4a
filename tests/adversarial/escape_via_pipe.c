/* Attacks (thread-local rewrite): the object's pointer leaves the thread as data: it is stored
 * in a local variable whose address goes to write() on a pipe (write only reads the buffer and
 * does not capture the address), and another thread read()s it from the pipe and retains and
 * releases the object. The object must stay SHARED; made LOCAL, the checking runtime aborts
 * ("touched by another thread") and the counts race.
 * Correct output: "other thread saw 42", "destroyed", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static int fds[2];

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static void *other(void *arg) {
  (void)arg;
  long *o;
  if (read(fds[0], &o, sizeof o) != sizeof o)
    return NULL;
  for (int i = 0; i < 1000; i++) {
    long *s = arc_retain(o);
    if (i == 999)
      printf("other thread saw %ld\n", *s);
    arc_release(s);
  }
  arc_release(o); /* the reference main handed over */
  return NULL;
}

static volatile int n = 1000;

int main(void) {
  if (pipe(fds))
    return 1;
  pthread_t t;
  pthread_create(&t, NULL, other, NULL);
  long *o = arc_alloc(sizeof *o, destroy);
  *o = 42;
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(o);
    acc += *s;
    arc_release(s);
  }
  long *give = arc_retain(o);
  if (write(fds[1], &give, sizeof give) != sizeof give)
    return 1;
  pthread_join(t, NULL);
  arc_release(o);
  return acc == 42000 ? 0 : 3;
}
