/* Checks OWNED_ACROSS_LOOP with a destructor that writes into another object: h's destructor
 * (willreturn nounwind: two stores) marks a field of a peer object it points to. The loop reads
 * the peer's field after each release of h; a callee drops an extra reference to h half-way. The
 * function keeps its own reference to h until after the loop, then releases it (the last
 * release) and reads the peer again. Correct output: "marks during loop 0", "mark after 1",
 * exit 0. */
#include <arc.h>
#include <stdio.h>

struct node {
  long value;
  long *peer;
};
static struct node *extra;
static volatile int n_iter = 6;
static void destroy(void *p) {
  struct node *n = p;
  n->peer[0] = 1;
}
static void step_impl(int i) {
  if (i == 3)
    arc_release(extra);
}
static void (*volatile step)(int) = step_impl;

static __attribute__((noinline)) void run(int n, long *peer) {
  struct node *h = arc_alloc(sizeof *h, destroy);
  h->value = 0;
  h->peer = peer;
  extra = arc_retain(h);
  long marks = 0;
  for (int i = 0; i < n; i++) {
    struct node *s = arc_retain(h);
    s->value += i;
    step(i);
    arc_release(s);
    marks += peer[0];
  }
  h->value = -1;
  arc_release(h);
  printf("marks during loop %ld\n", marks);
  printf("mark after %ld\n", peer[0]);
}

int main(void) {
  long *peer = arc_alloc(sizeof(long), NULL);
  peer[0] = 0;
  run(n_iter, peer);
  arc_release(peer);
  return 0;
}
