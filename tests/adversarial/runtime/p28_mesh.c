/* p28: full mesh. Every one of 4 threads is an owner: it allocates objects, retains one copy
 * per peer on the owner path, sends them over lock-free SPSC rings, and releases its own; a
 * receiver writes its slot of the payload, sometimes forwards the reference to another peer
 * (objects bounce through several threads), retains/releases it a few times, and releases it.
 * The only happens-before between the last releaser and the earlier releasers is the runtime's.
 * The destructor verifies each slot equals the number of times that thread touched the object
 * (recorded externally with relaxed atomics only for the final comparison).
 * Failure: slot mismatch in the destructor (a release without happens-before to the destroy),
 * canary DIE, leak, TSan race. */
#include "common.h"
#include "ring.h"
#define T 4
typedef struct {
  uint64_t canary;
  long id;
  long touch[T];
} obj;
static ring_t rings[T][T];
static long N = 100000;
static atomic_long *touches; /* [id*T + t] */
static atomic_long inflight;
static atomic_int producers_done;
static void dtor(void *p) {
  obj *o = p;
  if (o->canary != CANARY)
    DIE("dtor bad canary");
  for (int t = 0; t < T; t++) {
    long want = atomic_load_explicit(&touches[o->id * T + t], memory_order_relaxed);
    if (o->touch[t] != want)
      DIE("dtor id %ld: thread %d slot %ld != %ld (write not visible)", o->id, t, o->touch[t],
          want);
  }
  o->canary = POISON;
  atomic_fetch_add_explicit(&g_dtors, 1, memory_order_relaxed);
}
static void touch(obj *o, int me) {
  o->touch[me]++;
  atomic_fetch_add_explicit(&touches[o->id * T + me], 1, memory_order_relaxed);
}
static void *worker(void *a) {
  int me = (int)(long)a;
  uint64_t s = me * 101 + 1;
  long made = 0;
  for (;;) {
    int did = 0;
    if (made < N) {
      obj *o = arc_alloc(sizeof(obj), dtor);
      atomic_fetch_add_explicit(&g_allocs, 1, memory_order_relaxed);
      o->canary = CANARY;
      o->id = me * N + made;
      memset(o->touch, 0, sizeof o->touch);
      touch(o, me);
      made++;
      did = 1;
      for (int p = 0; p < T; p++)
        if (p != me) {
          atomic_fetch_add(&inflight, 1);
          ring_t *r = &rings[me][p];
          while (r->tail - atomic_load(&r->head) >=
                 RING_N - 1) { /* full: drain own inbox to avoid deadlock */
            for (int q = 0; q < T; q++) {
              obj *x = q != me ? ring_pop(&rings[q][me]) : 0;
              if (x) {
                touch(x, me);
                arc_release(x);
                atomic_fetch_sub(&inflight, 1);
              }
            }
            sched_yield();
          }
          ring_push(r, arc_retain(o));
        }
      arc_release(o);
      if (made == N)
        atomic_fetch_add(&producers_done, 1);
    }
    for (int q = 0; q < T; q++) {
      if (q == me)
        continue;
      obj *o = ring_pop(&rings[q][me]);
      if (!o)
        continue;
      did = 1;
      if (o->canary != CANARY)
        DIE("receiver %d: UAF", me);
      touch(o, me);
      int k = xrand(&s) % 3;
      for (int j = 0; j < k; j++)
        arc_retain(o);
      for (int j = 0; j < k; j++)
        arc_release(o);
      arc_release(o);
      atomic_fetch_sub(&inflight, 1);
    }
    if (!did) {
      if (atomic_load(&producers_done) == T && atomic_load(&inflight) == 0)
        break;
      sched_yield();
    }
  }
  return 0;
}
int main(int argc, char **argv) {
  if (argc > 1)
    N = atol(argv[1]);
  touches = calloc((size_t)T * T * N, sizeof *touches);
  pthread_t t[T];
  for (long i = 0; i < T; i++)
    pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < T; i++)
    pthread_join(t[i], 0);
  return finish("p28_mesh");
}
