/* Attacks H8's "objects the function keeps alive" (row OWNED_ACROSS_LOOP): the only thing the
 * function does with the object after the loop is to store its pointer into a global (a store
 * OF the pointer, not a store through it: it needs no living object, like the pointer
 * comparison the rule's page lists). The function's own reference is handed to a global that
 * a callee drops in the last iteration, so the in-loop release of that iteration is the last
 * one, and the latch reads 'destroyed' after it. Correct output: "seen 1", "destroyed 1",
 * exit 0. */
#include <arc.h>
#include <stdio.h>

static int destroyed;
static long *owner;
static long *last_ptr;
static volatile int n_iter = 5;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(owner); /* the function's reference, handed over below */
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) int run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 3;
  owner = h; /* hands the allocation's reference to step() */
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i, n);
    arc_release(s);
    seen += destroyed;
  }
  last_ptr = h; /* a store of the pointer value: not a use of the object */
  return seen;
}

int main(void) {
  int seen = run(n_iter);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  return last_ptr == NULL;
}
