/* Attacks: class 5 with one handle hoisted lazily and one hoisted plainly out of the same loop.
 * Each round of the outer loop borrows b around a guarded inner loop that borrows a; so in every
 * round a's last release (in the inner loop) comes before b's. In the last round step() drops
 * main's references, so these releases are the last ones: a's destructor reads b's payload, then
 * b's destructor poisons it (b is larger than the runtime's block cache: under ASan the other
 * order is a heap-use-after-free). At the outer loop's exit, a's guarded release must come before
 * b's. (The pass hoists b out of the outer loop and a out of the inner one, and refuses a's lazy
 * hoist by H8's exit order: across rounds it finds b's release before a's next one.)
 * Correct output: "destroy a: b says 42", "destroy b", "sum 1680", exit 0. */
// EXPECT-REMARK: hoisted retain/release of 'b'
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

static void destroy_a(void *p) { printf("destroy a: b says %ld\n", ((struct a_obj *)p)->b->v); }
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
    struct big *b2 = arc_retain(b);
    int m = (r * 7 + 3) % 5; /* 0 in some rounds, 1 in the last of 20 */
    if (m > 0) {
      for (int j = 0; j < m; j++) {
        struct a_obj *a2 = arc_retain(a);
        acc += a2->v * b2->v;
        step(r, j, nr, m);
        arc_release(a2);
      }
    }
    arc_release(b2);
  }
  return acc;
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
