/* p24: iterative destruction on a thread with a 64 KiB stack: a 3M-node list whose nodes were
 * allocated by 3 different owners; a "comb" (every node has a long next chain AND a short side
 * chain, destructor releases both); destructors that release via arc_release_local; and a
 * destructor that itself releases the head of another 100k list (nested long destruction).
 * Contract: "releasing the head of a list of ten million objects uses constant stack".
 * Failure: stack overflow (SIGSEGV), canary DIE, leak. */
#include "common.h"
typedef struct node {
  uint64_t canary;
  struct node *next, *side, *nested;
  int local;
} node;
static void ndtor(void *p) {
  node *n = p;
  if (n->canary != CANARY)
    DIE("bad canary");
  n->canary = POISON;
  atomic_fetch_add_explicit(&g_dtors, 1, memory_order_relaxed);
  if (n->local) {
    arc_release_local(n->next);
    arc_release_local(n->side);
    arc_release_local(n->nested);
  } else {
    arc_release(n->next);
    arc_release(n->side);
    arc_release(n->nested);
  }
}
static node *mk(node *next) {
  node *n = arc_alloc(sizeof(node), ndtor);
  atomic_fetch_add_explicit(&g_allocs, 1, memory_order_relaxed);
  n->canary = CANARY;
  n->next = next;
  n->side = n->nested = 0;
  n->local = 0;
  return n;
}
static node *chain(long len) {
  node *h = 0;
  for (long i = 0; i < len; i++)
    h = mk(h);
  return h;
}
static node *parts[3];
static long LEN = 1000000;
static void *builder(void *a) {
  parts[(long)a] = chain(LEN);
  return 0;
}
static node *victim;
static void *releaser(void *a) {
  (void)a;
  arc_release(victim);
  return 0;
}
static void run_small_stack(node *v) {
  victim = v;
  pthread_attr_t at;
  pthread_attr_init(&at);
  pthread_attr_setstacksize(&at, 64 * 1024);
  pthread_t t;
  pthread_create(&t, &at, releaser, 0);
  pthread_join(t, 0);
}
int main(int argc, char **argv) {
  if (argc > 1)
    LEN = atol(argv[1]);
  /* 1: list made of 3 owners' segments */
  pthread_t b[3];
  for (long i = 0; i < 3; i++)
    pthread_create(&b[i], 0, builder, (void *)i);
  for (int i = 0; i < 3; i++)
    pthread_join(b[i], 0);
  node *tail0 = parts[0];
  while (tail0->next)
    tail0 = tail0->next;
  node *tail1 = parts[1];
  while (tail1->next)
    tail1 = tail1->next;
  tail0->next = parts[1];
  tail1->next = parts[2];
  run_small_stack(parts[0]);
  /* 2: comb: every node has a side chain of 3 */
  node *h = 0;
  for (long i = 0; i < LEN / 4; i++) {
    node *n = mk(h);
    n->side = chain(3);
    h = n;
  }
  run_small_stack(h);
  /* 3: _local entries in destructors, plus nested long destruction */
  h = 0;
  for (long i = 0; i < LEN / 2; i++) {
    node *n = mk(h);
    n->local = 1;
    if (i % 100000 == 0)
      n->nested = chain(100000);
    h = n;
  }
  run_small_stack(h);
  return finish("p24_deep_destroy");
}
