/* Attacks (thread-local rewrite, escape through a signal's payload): the pointer goes out as
 * the sigval of sigqueue() (union sigval, passed by value as one word); the signal handler,
 * which may run on any thread of the process, here a thread that waits for it with sigwaitinfo,
 * gets it from si_value and retains/releases it. The object must stay shared.
 * Correct output: "sum 10", "waiter saw 7", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

static void *waiter(void *arg) {
  sigset_t *set = arg;
  siginfo_t info;
  sigwaitinfo(set, &info);
  long *s = arc_retain(info.si_value.sival_ptr);
  printf("waiter saw %ld\n", *s);
  arc_release(s);
  return NULL;
}
static volatile int n = 10;

int main(void) {
  static sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGUSR1);
  pthread_sigmask(SIG_BLOCK, &set, NULL);
  pthread_t t;
  pthread_create(&t, NULL, waiter, &set);
  long *o = arc_alloc(sizeof *o, NULL);
  *o = 7;
  long sum = 0;
  for (int i = 0, iters = n; i < iters; i++) {
    long *s = arc_retain(o);
    sum += *s != 0;
    arc_release(s);
  }
  printf("sum %ld\n", sum);
  fflush(stdout);
  union sigval v;
  v.sival_ptr = o;
  sigqueue(getpid(), SIGUSR1, v);
  pthread_join(t, NULL);
  arc_release(o);
  return 0;
}
