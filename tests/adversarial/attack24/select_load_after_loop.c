/* Attacks OWNED_ACROSS_LOOP's "same object" with a load: after the loop the function reads
 * `*(pick ? h : spare)`, and pick is 0, so only spare is read; the loop's object died in the
 * loop's last iteration (its in-loop release was the last). Correct output: "seen 1",
 * "destroyed 1", "value 42", exit 0. */
#include <arc.h>
#include <stdio.h>

static int destroyed;
static long *owner;
static volatile int n_iter = 5;
static volatile int pick = 0;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(owner);
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) long run(int n, int which, int *seen_out) {
  long *h = arc_alloc(sizeof(long), destroy);
  long *spare = arc_alloc(sizeof(long), NULL);
  *h = 3;
  *spare = 42;
  owner = h;
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    *s += i;
    step(i, n);
    arc_release(s);
    seen += destroyed;
  }
  long v = *(which ? h : spare);
  arc_release(spare);
  *seen_out = seen;
  return v;
}

int main(void) {
  int seen;
  long v = run(n_iter, pick, &seen);
  printf("seen %d\n", seen);
  printf("destroyed %d\n", destroyed);
  printf("value %ld\n", v);
  return 0;
}
