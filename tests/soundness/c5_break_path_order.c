/* Attacks: class 5 with an exit that keeps the source's own releases: the loop leaves through a
 * break that releases b then a (the normal path releases a then b). In the iteration that breaks,
 * step() has dropped main's references, so the break path's releases are the last ones: b's
 * destructor marks a, then a's destructor reports the mark. Both pairs are hoisted; the exit by
 * the break must keep b then a.
 * Correct output: "destroy b", "destroy a: b says -1", "sum 30143", exit 0. */
// EXPECT-REMARK: hoisted retain/release of 'b'
#include <arc.h>
#include <stdio.h>

struct a_obj {
  long v;
  long b_state;
};
struct big {
  long v;
  struct a_obj *a;
  long pad[40];
};

static void *owner_a, *owner_b;
static volatile long stop_at = 700;

static void destroy_a(void *p) { printf("destroy a: b says %ld\n", ((struct a_obj *)p)->b_state); }
static void destroy_b(void *p) {
  ((struct big *)p)->a->b_state = -1;
  printf("destroy b\n");
}

__attribute__((noinline)) int step(long i, long stop) {
  if (i == stop) {
    arc_release(owner_a);
    arc_release(owner_b);
    return 1;
  }
  return 0;
}

__attribute__((noinline)) static long loop(struct a_obj *a, struct big *b, long n, long stop) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    struct a_obj *a2 = arc_retain(a);
    struct big *b2 = arc_retain(b);
    acc += a2->v + b2->v;
    if (step(i, stop)) {
      arc_release(b2);
      arc_release(a2);
      break;
    }
    arc_release(a2);
    arc_release(b2);
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
  long sum = loop(a, b, 1000, stop_at);
  printf("sum %ld\n", sum);
  return 0;
}
