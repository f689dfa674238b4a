/* p02: references lent by a holder. A holds a reference; B retains from it while A waits; then A
 * releases (often the owner's release races with B's later release). Objects are allocated
 * by A, by B, or by a third thread C (owner is neither). Payload written by both before their
 * releases; destructor verifies visibility and poisons.
 * Failure: canary DIE (early destroy/UAF), destructor sees stale payload, leak, TSan report. */
#include "common.h"
typedef struct {
  uint64_t canary;
  long id;
  long wa, wb;
} obj;
static void dtor(void *p) {
  obj *o = p;
  if (o->canary != CANARY)
    DIE("dtor bad canary id %ld", o->id);
  if (o->wa != o->id || o->wb != o->id)
    DIE("dtor: writes not visible id %ld wa %ld wb %ld", o->id, o->wa, o->wb);
  o->canary = POISON;
  atomic_fetch_add(&g_dtors, 1);
}
static long N = 100000;
static _Atomic(obj *) lent; /* A -> B */
static atomic_long phase;   /* 2i+1 lent, 2i+2 B retained */
static _Atomic(obj *) fromB, fromC;
static atomic_int cdone;
static obj *mk(long id) {
  obj *o = arc_alloc(sizeof(obj), dtor);
  atomic_fetch_add(&g_allocs, 1);
  o->canary = CANARY;
  o->id = id;
  o->wa = o->wb = -1;
  return o;
}
static void *thread_c(void *x) { /* supplies objects owned by C */
  (void)x;
  for (long i = 0; i < N; i++) {
    if (i % 3 != 2)
      continue;
    obj *o = mk(i);
    while (atomic_load_explicit(&fromC, memory_order_relaxed))
      sched_yield();
    atomic_store_explicit(&fromC, o, memory_order_release);
  }
  return 0;
}
static void *thread_b(void *x) {
  (void)x;
  for (long i = 0; i < N; i++) {
    if (i % 3 == 1) { /* B allocates, hands via fromB for A to hold */
      obj *o = mk(i);
      atomic_store_explicit(&fromB, o, memory_order_release);
    }
    while (atomic_load_explicit(&phase, memory_order_acquire) != 2 * i + 1)
      sched_yield();
    obj *o = atomic_load_explicit(&lent, memory_order_relaxed);
    if (o->canary != CANARY)
      DIE("B: lent object dead id %ld", o->id);
    arc_retain(o);
    atomic_store_explicit(&phase, 2 * i + 2, memory_order_release);
    /* A now releases; we race with it */
    if (arc_count(o) < 1)
      DIE("B: count < 1");
    o->wb = o->id;
    arc_retain(o);
    arc_release(o);
    arc_release(o);
  }
  return 0;
}
int main(int argc, char **argv) {
  if (argc > 1)
    N = atol(argv[1]);
  pthread_t b, c;
  pthread_create(&b, 0, thread_b, 0);
  pthread_create(&c, 0, thread_c, 0);
  for (long i = 0; i < N; i++) {
    obj *o;
    if (i % 3 == 0)
      o = mk(i);
    else if (i % 3 == 1) {
      while (!(o = atomic_exchange_explicit(&fromB, 0, memory_order_acquire)))
        sched_yield();
    } else {
      while (!(o = atomic_exchange_explicit(&fromC, 0, memory_order_acquire)))
        sched_yield();
    }
    o->wa = o->id;
    atomic_store_explicit(&lent, o, memory_order_relaxed);
    atomic_store_explicit(&phase, 2 * i + 1, memory_order_release);
    while (atomic_load_explicit(&phase, memory_order_acquire) != 2 * i + 2)
      sched_yield();
    arc_release(o);
  }
  pthread_join(b, 0);
  pthread_join(c, 0);
  return finish("p02_lend");
}
