/* Attacks the thread-local rewrite: a fresh object's pointer leaves the thread as a signal's
 * value (pthread_sigqueue's union sigval), received by another thread in sigwaitinfo, which
 * retains and releases it while the first thread keeps counting it. Correct output: "worker
 * got 42", "count back to 1", exit 0, and no arc-check complaint. */
#define _GNU_SOURCE
#include <arc.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>

static sigset_t set;
static atomic_int done;

static void *worker(void *arg) {
  (void)arg;
  siginfo_t si;
  sigwaitinfo(&set, &si);
  long *o = si.si_value.sival_ptr;
  for (int i = 0; i < 1000; i++) {
    long *s = arc_retain(o);
    arc_release(s);
  }
  printf("worker got %ld\n", *o);
  atomic_store(&done, 1);
  return 0;
}

int main(void) {
  sigemptyset(&set);
  sigaddset(&set, SIGUSR1);
  pthread_sigmask(SIG_BLOCK, &set, NULL);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  long *o = arc_alloc(sizeof *o, NULL);
  *o = 42;
  union sigval v;
  v.sival_ptr = o;
  pthread_sigqueue(t, SIGUSR1, v);
  while (!atomic_load(&done)) {
    long *s = arc_retain(o);
    arc_release(s);
  }
  pthread_join(t, NULL);
  printf("count back to %ld\n", arc_count(o));
  arc_release(o);
  return 0;
}
