/* p06: destructors that release other objects. A 1M-node list whose nodes were allocated by 4
 * different owner threads (interleaved); helper threads hold references into the middle of the
 * list and release them while main releases the head, so the iterative destruction runs
 * concurrently on several threads and meets nodes still held elsewhere. Each destructor also
 * retains+releases a hub object owned by another thread, allocates and releases a temporary
 * (destroyed inside a destructor: queued), and checks its successor is alive.
 * Failure: canary DIE (early destroy / double destroy), leak, stack overflow (recursion), TSan. */
#include "common.h"
typedef struct node {
  uint64_t canary;
  long id;
  struct node *next;
  void *hub;
} node;
static long N = 1000000;
static atomic_int *runs;
static void tmp_dtor(void *p) {
  (void)p;
  atomic_fetch_add(&g_dtors, 1);
}
static void node_dtor(void *p) {
  node *n = p;
  if (n->canary != CANARY)
    DIE("node dtor bad canary id %ld", n->id);
  if (atomic_fetch_add(&runs[n->id], 1))
    DIE("node %ld destroyed twice", n->id);
  if (n->next && n->next->canary != CANARY)
    DIE("successor of %ld already dead", n->id);
  arc_retain(n->hub);
  arc_release(n->hub);
  if ((n->id & 255) == 0) {
    void *t = arc_alloc(24, tmp_dtor);
    atomic_fetch_add(&g_allocs, 1);
    arc_retain(t);
    arc_release(t);
    arc_release(t);
  }
  n->canary = POISON;
  arc_release(n->next);
  atomic_fetch_add_explicit(&g_dtors, 1, memory_order_relaxed);
}
static node **nodes;
static void *hubs[4];
static pthread_barrier_t bar;
static void *allocator(void *a) {
  long t = (long)a;
  hubs[t] = arc_alloc(16, tmp_dtor);
  atomic_fetch_add(&g_allocs, 1);
  for (long i = t; i < N; i += 4) {
    node *n = arc_alloc(sizeof(node), node_dtor);
    n->canary = CANARY;
    n->id = i;
    n->next = 0;
    n->hub = 0;
    nodes[i] = n;
  }
  atomic_fetch_add(&g_allocs, (N - t + 3) / 4);
  return 0;
}
static node *held[4][64];
static void *holder(void *a) {
  long t = (long)a;
  pthread_barrier_wait(&bar);
  for (int k = 0; k < 64; k++) {
    tcheck((tobj *)held[t][k], "holder");
    arc_retain(held[t][k]);
    arc_release(held[t][k]);
    arc_release(held[t][k]);
  }
  return 0;
}
int main(int argc, char **argv) {
  if (argc > 1)
    N = atol(argv[1]);
  nodes = malloc(N * sizeof *nodes);
  runs = calloc(N, sizeof *runs);
  pthread_t t[4];
  for (long i = 0; i < 4; i++)
    pthread_create(&t[i], 0, allocator, (void *)i);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0); /* owners have exited: numbers free */
  /* link: node i holds next (moving the allocation reference of i+1 into i) */
  for (long i = 0; i < N; i++) {
    nodes[i]->next = i + 1 < N ? nodes[i + 1] : 0;
    nodes[i]->hub = hubs[(i + 1) % 4];
  }
  uint64_t s = 5;
  for (int h = 0; h < 4; h++)
    for (int k = 0; k < 64; k++)
      held[h][k] = arc_retain(nodes[xrand(&s) % N]);
  pthread_barrier_init(&bar, 0, 5);
  for (long i = 0; i < 4; i++)
    pthread_create(&t[i], 0, holder, (void *)i);
  node *head = nodes[0];
  pthread_barrier_wait(&bar);
  arc_release(head);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  for (int i = 0; i < 4; i++)
    arc_release(hubs[i]);
  for (long i = 0; i < N; i++)
    if (atomic_load(&runs[i]) != 1) {
      FAILF("node %ld destroyed %d times", i, atomic_load(&runs[i]));
      break;
    }
  return finish("p06_dtor_chain");
}
