/* Attacks: a value read inside the loop and used after it, that the in-loop release changes.
 * Each iteration copies the global `destroyed` (set by the object's destructor) into `seen`
 * after its release; in the last iteration an opaque callee drops the owner's reference first,
 * so that iteration's release destroys the object and `seen` ends as 1. With the pair hoisted,
 * the destructor runs at the loop exit, after the last read: `seen` is 0.
 * Correct output: "seen 1, destroyed 1", exit 0. */
#include <arc.h>
#include <stdio.h>

static int destroyed;
static void *owner;

static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}

static void step_impl(int i, int last) {
  if (i == last) {
    arc_release(owner);
    owner = NULL;
  }
}
static void (*volatile step)(int, int) = step_impl;
static volatile int n = 6;
static volatile long sink;

static __attribute__((noinline)) int run(long *h, int count) {
  int seen = -1;
  for (int i = 0; i < count; i++) {
    long *s = arc_retain(h);
    sink += *s;
    step(i, count - 1);
    arc_release(s);
    seen = destroyed;
    sink += seen; /* used inside the loop too, so the read stays there */
  }
  return seen;
}

int main(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 1;
  owner = h;
  int seen = run(h, n);
  printf("seen %d, destroyed %d\n", seen, destroyed);
  return 0;
}
