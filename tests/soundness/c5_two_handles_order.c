/* Attacks: class 5, several handles: the order of the releases at the loop's exit.
 * Each iteration borrows a and b (retains first, releases a then b). In the last iteration,
 * step() drops main's references to both (handed over in globals), so the loop's releases are the
 * last ones: a's destructor runs first and reads b's payload (b is still alive: its release comes
 * next), then b's destructor runs and poisons its payload. b's payload is larger than the
 * runtime's block cache (240 bytes) so its memory goes back to malloc, where AddressSanitizer sees
 * a read after free.
 * Both pairs are hoisted (both are loop-invariant, nothing observes them); the releases at the
 * exit must keep the source's order, a then b. In the other order a's destructor would read b's
 * poisoned (checking runtime) or freed (ASan: heap-use-after-free) payload.
 * Correct output: "destroy a: b says 42", "destroy b", "sum 43000", exit 0. */
// EXPECT-REMARK: hoisted retain/release of 'b'
#include <arc.h>
#include <stdio.h>

struct big {
  long v;
  long pad[40];
};
struct a_obj {
  long v;
  struct big *b; /* borrowed: a relies on b outliving it */
};

static void *owner_a, *owner_b;

static void destroy_a(void *p) {
  struct a_obj *a = p;
  printf("destroy a: b says %ld\n", a->b->v);
}
static void destroy_b(void *p) {
  ((struct big *)p)->v = -1;
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
    arc_release(a2);
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
  long sum = loop(a, b, 1000);
  printf("sum %ld\n", sum);
  return 0;
}
