/* Attacks: where the hoisted release lands. The loop takes a mutex at the end of each iteration
 * and leaves the loop with it held; the function unlocks after the loop. At iteration 2 an opaque
 * callee drops the owner's reference, so in the source the in-loop release (outside the mutex)
 * is the last one and the destructor, which takes the same mutex, runs there. With the pair
 * hoisted, the last release runs at the loop exit while the mutex is held: the destructor
 * deadlocks on it (error-checking mutex: it reports EDEADLK instead of hanging).
 * Correct output: "destructor got the lock", "left the loop at 2", exit 0. */
#define _GNU_SOURCE
#include <arc.h>
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t m;
static void *owner;

static void destroy(void *p) {
  (void)p;
  if (pthread_mutex_lock(&m) == 0) {
    printf("destructor got the lock\n");
    pthread_mutex_unlock(&m);
  } else {
    printf("DEADLOCK: destructor runs with the lock held\n");
  }
}

static void step_impl(int i) {
  if (i == 2) {
    arc_release(owner);
    owner = NULL;
  }
}
static void (*volatile step)(int) = step_impl;
static volatile long sink;

static __attribute__((noinline)) int run(long *h) {
  int i = 0;
  pthread_mutex_lock(&m);
  while (owner != NULL) { /* the test runs with the mutex held */
    long *s = arc_retain(h);
    pthread_mutex_unlock(&m);
    sink += *s;
    step(i);
    arc_release(s);
    i++;
    pthread_mutex_lock(&m);
  }
  pthread_mutex_unlock(&m);
  return i - 1;
}

int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &a);
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  owner = h;
  int at = run(h);
  printf("left the loop at %d\n", at);
  return 0;
}
