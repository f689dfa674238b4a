/* Attacks: class 5 where the source has no one order: each iteration releases a then b on one
 * path and b then a on the other (the path chosen by the iteration's parity). In the last
 * iteration (998, even: a then b) step() drops main's references, so the loop's releases are the
 * last ones: a's destructor reports what b's destructor has written into a (nothing yet), then b's
 * destructor runs. No single order of exit releases is the source's on every way out, so the pass
 * must not hoist both pairs (H8 exit order); with b then a at the exit, a's destructor would
 * report b's mark.
 * Correct output: "destroy a: b says 42", "destroy b", "sum 41956", exit 0.
 * CONTROL: with a then b on both paths (-DCONTROL) both pairs are hoisted. */
// EXPECT-REMARK: do not run in one order
// CONTROL: -DCONTROL
#include <arc.h>
#include <stdio.h>

struct a_obj {
  long v;
  long b_state; /* 42 while b lives; b's destructor sets it to -1 */
};
struct big {
  long v;
  struct a_obj *a;
  long pad[40];
};

static void *owner_a, *owner_b;

static void destroy_a(void *p) { printf("destroy a: b says %ld\n", ((struct a_obj *)p)->b_state); }
static void destroy_b(void *p) {
  ((struct big *)p)->a->b_state = -1;
  printf("destroy b\n");
}

__attribute__((noinline)) void step(long i, long n) {
  if (i == n - 1) {
    arc_release(owner_a);
    arc_release(owner_b);
  }
}

__attribute__((noinline)) static long loop(struct a_obj *a, struct big *b, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    struct a_obj *a2 = arc_retain(a);
    struct big *b2 = arc_retain(b);
    acc += a2->v + b2->v;
    step(i, n);
    if (i & 1) { /* the arithmetic keeps the two paths apart (no select of the handles) */
#ifndef CONTROL
      arc_release(b2);
      acc += 3;
      arc_release(a2);
#else
      arc_release(a2);
      acc += 3;
      arc_release(b2);
#endif
      acc |= 2;
    } else {
      arc_release(a2);
      acc -= 5;
      arc_release(b2);
      acc ^= 1;
    }
  }
  return acc;
}

int main(void) {
  struct a_obj *a = arc_alloc(sizeof *a, destroy_a);
  a->v = 1;
  a->b_state = 42;
  struct big *b = arc_alloc(sizeof *b, destroy_b);
  b->v = 42;
  b->a = a;
  owner_a = a, owner_b = b;
  long sum = loop(a, b, 999);
  printf("sum %ld\n", sum);
  return 0;
}
