/* Attacks H8 "exit order" (several handles hoisted from one loop release at the exit in the
 * order the loop releases them) with one handle hoisted plainly (a) and one lazily out of a
 * guarded inner loop (b). a's destructor prints whether b's destructor has run. Every iteration
 * releases a before b's inner loop; b's last reference is dropped in an earlier round than a's
 * would be if the exit order were taken across rounds. Correct output: "b destroyed", "a
 * destroyed (b destroyed 1)", "done", exit 0. */
#include <arc.h>
#include <stdio.h>

static int b_dead;
static long *a_owner, *b_owner;
static volatile int n_rounds = 6, n_inner = 2;

static void destroy_a(void *p) {
  (void)p;
  printf("a destroyed (b destroyed %d)\n", b_dead);
}
static void destroy_b(void *p) {
  (void)p;
  b_dead = 1;
  printf("b destroyed\n");
}

static void step_impl(int r, int which) {
  static int b_calls;
  if (which == 1 && r == 4 && ++b_calls == 2 && b_owner) {
    arc_release(b_owner);
    b_owner = NULL;
  }
  if (which == 0 && r == 5 && a_owner) {
    arc_release(a_owner);
    a_owner = NULL;
  }
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) long run(long *a, long *b, int rounds, int m) {
  long acc = 0;
  for (int r = 0; r < rounds; r++) {
    long *x = arc_retain(a);
    acc += *x;
    step(r, 0);
    arc_release(x);
    int mm = r <= 4 ? m : 0;
    for (int j = 0; j < mm; j++) {
      long *y = arc_retain(b);
      acc += *y;
      step(r, 1);
      arc_release(y);
    }
  }
  return acc;
}

int main(void) {
  a_owner = arc_alloc(sizeof(long), destroy_a);
  b_owner = arc_alloc(sizeof(long), destroy_b);
  *a_owner = 1, *b_owner = 2;
  run(a_owner, b_owner, n_rounds, n_inner);
  printf("done\n");
  return 0;
}
