/* Attacks H8's exit order: two handles hoisted from one loop, both dropped to their last
 * reference in the last iteration; each destructor prints whether the other one has run. The
 * iteration releases b first, then a. Correct output: "b destroyed (a alive)", "a destroyed (b
 * dead)", "done 15", exit 0. */
#include <arc.h>
#include <stdio.h>

static int a_dead, b_dead;
static long *a_owner, *b_owner;
static volatile int n_iter = 5;
static void destroy_a(void *p) {
  (void)p;
  a_dead = 1;
  printf("a destroyed (b %s)\n", b_dead ? "dead" : "alive");
}
static void destroy_b(void *p) {
  (void)p;
  b_dead = 1;
  printf("b destroyed (a %s)\n", a_dead ? "dead" : "alive");
}
static void step_impl(int i, int n) {
  if (i == n - 1) {
    arc_release(a_owner);
    arc_release(b_owner);
  }
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) long run(long *a, long *b, int n) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *x = arc_retain(a);
    long *y = arc_retain(b);
    acc += *x + *y;
    step(i, n);
    arc_release(y);
    arc_release(x);
  }
  return acc;
}

int main(void) {
  a_owner = arc_alloc(sizeof(long), destroy_a);
  b_owner = arc_alloc(sizeof(long), destroy_b);
  *a_owner = 1, *b_owner = 2;
  long r = run(a_owner, b_owner, n_iter);
  printf("done %ld\n", r);
  return 0;
}
