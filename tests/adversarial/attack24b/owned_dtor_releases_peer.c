/* Row KNOWN_DESTRUCTOR_RETURNS refused: h's destructor releases another object (arc_release is
 * no willreturn function), so the destructor is not known to return and the read after the
 * release must keep the pair.
 * Correct output: "seen 0", "destroyed 1", "peer destroyed 1", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int destroyed;
static long *extra;
static volatile int n_iter = 6;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static volatile int drop_at = 2;
static void step_impl(int i) {
  if (i == drop_at) {
    long *e = extra;
    extra = NULL;
    arc_release(e);
  }
}
static void (*volatile step)(int) = step_impl;
static int run(int n);
static long *peer;
static int peer_dead;
static void destroy_peer(void *p) {
  (void)p;
  peer_dead = 1;
}
static void destroy_with_peer(void *p) {
  (void)p;
  destroyed = 1;
  arc_release(peer);
}

static __attribute__((noinline)) int run(int n) {
  long *h = (peer = arc_alloc(8, destroy_peer), arc_alloc(sizeof(long), destroy_with_peer));
  *h = 0;
  extra = arc_retain(h);
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i);
    arc_release(s);
    seen += destroyed;
  }
  *h = -1;
  arc_release(h);
  printf("peer destroyed %d\n", peer_dead);
  return seen;
}

int main(void) {
  int seen = run(n_iter);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  return 0;
}
