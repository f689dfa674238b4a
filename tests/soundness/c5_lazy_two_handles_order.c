/* Attacks: class 5 in a lazy hoist: the order of two handles' releases at an outer loop's exit.
 * Rounds of an outer loop; in each, a guarded inner loop (it runs 0 to 4 times, computed without
 * reading memory) borrows a and b (retains first, releases a then b). In the last round's last
 * inner iteration, step() drops main's references, so the loop's releases are the last: a's
 * destructor reads b's payload, then b's destructor poisons it (b is larger than the runtime's
 * block cache: under AddressSanitizer the other order is a heap-use-after-free). Both pairs are
 * hoisted out of the inner loop and lazily out of the outer one; the guarded releases at the
 * outer loop's exit must keep the order a, b.
 * Correct output: "destroy a: b says 42", "destroy b", "sum 41", exit 0. */
// EXPECT-REMARK: on first use
#include <arc.h>
#include <stdio.h>

struct big {
  long v;
  long pad[40];
};
struct a_obj {
  long v;
  struct big *b;
};

static void *owner_a, *owner_b;
static volatile int nrounds = 20;

static void destroy_a(void *p) {
  struct a_obj *a = p;
  printf("destroy a: b says %ld\n", a->b->v);
}
static void destroy_b(void *p) {
  ((struct big *)p)->v = -1;
  printf("destroy b\n");
}

__attribute__((noinline)) void step(int r, int j, int nr, int m) {
  if (r == nr - 1 && j == m - 1) {
    arc_release(owner_a);
    arc_release(owner_b);
  }
}

__attribute__((noinline)) static long rounds(struct a_obj *a, struct big *b, int nr) {
  long acc = 0;
  for (int r = 0; r < nr; r++) {
    int m = (r * 7 + 3) % 5; /* 0 in some rounds, never in the last (20 rounds: m = 1) */
    if (m > 0) {
      for (int j = 0; j < m; j++) {
        struct a_obj *a2 = arc_retain(a);
        struct big *b2 = arc_retain(b);
        acc += a2->v * b2->v;
        step(r, j, nr, m);
        arc_release(a2);
        arc_release(b2);
      }
    }
  }
  return acc / 42 + 1;
}

int main(void) {
  struct big *b = arc_alloc(sizeof *b, destroy_b);
  b->v = 42;
  struct a_obj *a = arc_alloc(sizeof *a, destroy_a);
  a->v = 1;
  a->b = b;
  owner_a = a, owner_b = b;
  long sum = rounds(a, b, nrounds);
  printf("sum %ld\n", sum);
  return 0;
}
