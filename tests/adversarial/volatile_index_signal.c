/* Attacks (H2): the handle is objs[idx], where idx is a volatile sig_atomic_t that a SIGALRM
 * handler advances (an interval timer). Nothing in the loop writes idx or objs, but idx changes
 * under it: the handle is not invariant. The loop runs until it reads the last object.
 * Correct output: "saw the last object", "destroyed 1".."destroyed 6", exit 0. */
#define _POSIX_C_SOURCE 200809L
#include <arc.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <sys/time.h>
#include <unistd.h>

enum { K = 6 };
static long *objs[K + 1];
static volatile sig_atomic_t idx = 1;

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }
static void on_alarm(int sig) {
  (void)sig;
  if (idx < K)
    idx = idx + 1;
}

static __attribute__((noinline)) void run(void) {
  long v;
  do {
    long *s = arc_retain(objs[idx]);
    v = *s;
    arc_release(s);
  } while (v != K);
  printf("saw the last object\n");
}

static void *watchdog(void *arg) {
  (void)arg;
  sleep(3);
  printf("HANG: watchdog fired\n");
  fflush(stdout);
  _exit(2);
}

int main(void) {
  sigset_t block;
  sigemptyset(&block);
  sigaddset(&block, SIGALRM);
  pthread_sigmask(SIG_BLOCK, &block, NULL); /* the watchdog thread must not take SIGALRM */
  pthread_t w;
  pthread_create(&w, NULL, watchdog, NULL);
  pthread_sigmask(SIG_UNBLOCK, &block, NULL);
  for (long k = 1; k <= K; k++) {
    objs[k] = arc_alloc(sizeof(long), destroy);
    *objs[k] = k;
  }
  struct sigaction sa = {0};
  sa.sa_handler = on_alarm;
  sigaction(SIGALRM, &sa, NULL);
  struct itimerval it = {{0, 2000}, {0, 2000}};
  setitimer(ITIMER_REAL, &it, NULL);
  run();
  struct itimerval off = {{0, 0}, {0, 0}};
  setitimer(ITIMER_REAL, &off, NULL);
  for (int k = 1; k <= K; k++)
    arc_release(objs[k]);
  return 0;
}
