/* Attacks the thread-local rewrite: a fresh object's pointer leaves through a POSIX timer's
 * SIGEV_THREAD notification value; the notification runs on a new thread, which retains and
 * releases the object while the creating thread keeps counting it. Correct output: "notified
 * 42", "count 1", exit 0, no arc-check complaint. */
// CFLAGS: -lrt
#define _GNU_SOURCE
#include <arc.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>

static atomic_int done;

static void notify(union sigval v) {
  long *o = v.sival_ptr;
  for (int i = 0; i < 1000; i++) {
    long *s = arc_retain(o);
    arc_release(s);
  }
  printf("notified %ld\n", *o);
  atomic_store(&done, 1);
}

int main(void) {
  long *o = arc_alloc(sizeof *o, NULL);
  *o = 42;
  struct sigevent sev = {0};
  sev.sigev_notify = SIGEV_THREAD;
  sev.sigev_notify_function = notify;
  sev.sigev_value.sival_ptr = o;
  timer_t tm;
  timer_create(CLOCK_MONOTONIC, &sev, &tm);
  struct itimerspec its = {{0, 0}, {0, 1000000}};
  timer_settime(tm, 0, &its, NULL);
  while (!atomic_load(&done)) {
    long *s = arc_retain(o);
    arc_release(s);
  }
  timer_delete(tm);
  printf("count %ld\n", arc_count(o));
  arc_release(o);
  return 0;
}
