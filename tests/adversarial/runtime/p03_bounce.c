/* p03: objects bouncing between threads and work stealing. Each of 4 workers has a
 * mutex-protected deque; a worker pops from its own deque or steals from another's, and for each
 * object: checks the canary, bumps its own per-thread hop counter in the payload (plain write;
 * several copies of one object may be in flight, each thread only writes its own counter),
 * retains it k times, pushes the k copies to random deques (spreading references), and releases
 * its own. Objects are allocated by all workers; hop budgets bound the spreading.
 * The destructor checks that the payload's hop counters sum to the number of hops recorded
 * for that object externally (every thread's plain writes visible at destruction).
 * Failure: canary DIE, hop-sum mismatch, leak, TSan race. */
#include "common.h"
#define W 4
#define NOBJ_PER 20000
typedef struct {
  uint64_t canary;
  long id;
  long hops[W];
  atomic_long budget;
} obj;
typedef struct {
  pthread_mutex_t mu;
  obj **v;
  long n, cap;
} deque;
static deque dq[W];
static atomic_long *ext_hops;
static atomic_long live_refs; /* references sitting in deques or being processed */
static void dtor(void *p) {
  obj *o = p;
  if (o->canary != CANARY)
    DIE("bad canary in dtor id %ld", o->id);
  long s = 0;
  for (int i = 0; i < W; i++)
    s += o->hops[i];
  if (s != atomic_load(&ext_hops[o->id]))
    DIE("dtor id %ld: hop sum %ld != recorded %ld (invisible write)", o->id, s,
        atomic_load(&ext_hops[o->id]));
  o->canary = POISON;
  atomic_fetch_add(&g_dtors, 1);
}
static void push(int w, obj *o) {
  pthread_mutex_lock(&dq[w].mu);
  if (dq[w].n == dq[w].cap) {
    dq[w].cap = dq[w].cap ? 2 * dq[w].cap : 1024;
    dq[w].v = realloc(dq[w].v, dq[w].cap * sizeof(obj *));
  }
  dq[w].v[dq[w].n++] = o;
  pthread_mutex_unlock(&dq[w].mu);
}
static obj *pop(int w, int steal) {
  obj *o = 0;
  pthread_mutex_lock(&dq[w].mu);
  if (dq[w].n) {
    if (steal) {
      o = dq[w].v[0];
      memmove(dq[w].v, dq[w].v + 1, (dq[w].n - 1) * sizeof(obj *));
      dq[w].n--;
    } else
      o = dq[w].v[--dq[w].n];
  }
  pthread_mutex_unlock(&dq[w].mu);
  return o;
}
static long nper = NOBJ_PER;
static void *worker(void *a) {
  int me = (int)(long)a;
  uint64_t s = me + 1;
  long made = 0;
  for (;;) {
    if (made < nper && (xrand(&s) & 3) == 0) {
      obj *o = arc_alloc(sizeof(obj), dtor);
      atomic_fetch_add(&g_allocs, 1);
      o->canary = CANARY;
      o->id = me * nper + made;
      memset(o->hops, 0, sizeof o->hops);
      atomic_init(&o->budget, 6);
      made++;
      atomic_fetch_add(&live_refs, 1);
      push(xrand(&s) % W, o);
      continue;
    }
    obj *o = pop(me, 0);
    for (int k = 1; !o && k < W; k++)
      o = pop((me + k) % W, 1);
    if (!o) {
      if (made >= nper && atomic_load(&live_refs) == 0)
        break;
      sched_yield();
      continue;
    }
    if (o->canary != CANARY)
      DIE("worker %d: UAF id %ld", me, o->id);
    o->hops[me]++;
    atomic_fetch_add(&ext_hops[o->id], 1);
    long b = atomic_fetch_sub(&o->budget, 1);
    if (b > 0) {
      int k = xrand(&s) % 3;
      atomic_fetch_add(&live_refs, k);
      for (int j = 0; j < k; j++)
        push(xrand(&s) % W, arc_retain(o));
    }
    arc_release(o);
    atomic_fetch_sub(&live_refs, 1);
  }
  return 0;
}
int main(int argc, char **argv) {
  if (argc > 1)
    nper = atol(argv[1]);
  ext_hops = calloc(W * nper, sizeof *ext_hops);
  for (int i = 0; i < W; i++)
    pthread_mutex_init(&dq[i].mu, 0);
  pthread_t t[W];
  for (long i = 0; i < W; i++)
    pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < W; i++)
    pthread_join(t[i], 0);
  return finish("p03_bounce");
}
