/* Attacks: class 5, three handles: the order of the releases at the loop's exit.
 * Each iteration borrows a, b and c (retains first, releases a, b, c in the same order). In the
 * last iteration step() drops main's references, so the loop's releases are the last: a's
 * destructor reads b's payload, b's reads c's, c's poisons its own. b and c are larger than the
 * runtime's block cache, so under AddressSanitizer a destructor that runs after its neighbour's is
 * a heap-use-after-free. All three pairs are hoisted; the exit releases must run a, b, c.
 * Correct output: "destroy a: b says 2", "destroy b: c says 3", "destroy c", "sum 6000",
 * exit 0. */
// EXPECT-REMARK: hoisted retain/release of 'c'
#include <arc.h>
#include <stdio.h>

struct node {
  long v;
  struct node *next; /* borrowed: the next node outlives this one */
  long pad[40];
};

static void *owners[3];

static void destroy(void *p) {
  struct node *n = p;
  if (n->next)
    printf("destroy %c: %c says %ld\n", (int)('a' + n->v - 1), (int)('a' + n->v), n->next->v);
  else
    printf("destroy %c\n", (int)('a' + n->v - 1));
  n->v = -1;
}

__attribute__((noinline)) void step(long i, long n) {
  if (i == n - 1)
    for (int k = 0; k < 3; k++)
      arc_release(owners[k]);
}

__attribute__((noinline)) static long loop(struct node *a, struct node *b, struct node *c, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    struct node *a2 = arc_retain(a);
    struct node *b2 = arc_retain(b);
    struct node *c2 = arc_retain(c);
    acc += a2->v + b2->v + c2->v;
    step(i, n);
    arc_release(a2);
    arc_release(b2);
    arc_release(c2);
  }
  return acc;
}

int main(void) {
  struct node *ns[3];
  for (int k = 2; k >= 0; k--) {
    ns[k] = arc_alloc(sizeof(struct node), destroy);
    ns[k]->v = k + 1;
    ns[k]->next = k < 2 ? ns[k + 1] : NULL;
    owners[k] = ns[k];
  }
  long sum = loop(ns[0], ns[1], ns[2], 1000);
  printf("sum %ld\n", sum);
  return 0;
}
