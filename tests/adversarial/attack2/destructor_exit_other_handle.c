/* Attacks H8 (another object's release in the exit window whose destructor exits): each
 * iteration copies a (hoistable) and, after releasing it, releases one reference of b that the
 * iteration did not take (b's pair is not in the loop, so b's release stays). In the last
 * iteration an opaque call inside a's pair drops a's owner, so a's release is its last (a's
 * destructor sets a_dead); then b's last release runs b's destructor, which calls exit(); an
 * atexit handler prints a_dead. Correct output: "a destroyed", "b destroyed, exiting",
 * "at exit: a_dead 1", exit 0. */
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

static int a_dead;
static long *a_owner;
static volatile int n_iter = 4;
static void destroy_a(void *p) {
  (void)p;
  a_dead = 1;
  printf("a destroyed\n");
}
static void destroy_b(void *p) {
  (void)p;
  printf("b destroyed, exiting\n");
  fflush(stdout);
  exit(0);
}
static void at_exit(void) { printf("at exit: a_dead %d\n", a_dead); }
static void step_impl(int i, int n) {
  if (i == n - 1) {
    arc_release(a_owner);
    a_owner = NULL;
  }
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) void run(long *a, long *b, int n) {
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(a);
    step(i, n);
    arc_release(s);
    arc_release(b); /* b held n references, one per iteration */
  }
}

int main(void) {
  atexit(at_exit);
  a_owner = arc_alloc(sizeof(long), destroy_a);
  long *b = arc_alloc(sizeof(long), destroy_b);
  for (int i = 1; i < n_iter; i++)
    arc_retain(b);
  run(a_owner, b, n_iter);
  printf("not reached\n");
  return 0;
}
