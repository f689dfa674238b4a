/* p08: arc_is_unique / arc_count used for copy-on-write decisions on BIASED objects.
 * Part 1: H holds a reference forever and the owner O holds one forever, while O retains copies
 * and hands them to T which releases them (and retains/releases itself). H repeatedly asks
 * arc_is_unique (must be 0: O holds one) and arc_count (must be >= 2).
 * Part 2: readers read the payload and release; the holder (owner in even rounds, non-owner in
 * odd rounds) spins on arc_is_unique and then writes the payload in place. The readers' reads
 * must happen-before that write (TSan reports a race otherwise); readers also check the payload
 * is never modified while they hold a reference.
 * Failure: is_unique==1 / count<2 in part 1, payload changed under a reader, TSan race. */
#include "common.h"
#include "ring.h"
typedef struct {
  uint64_t canary;
  long v[8];
} obj;
static void dtor(void *p) {
  obj *o = p;
  if (o->canary != CANARY)
    DIE("bad canary");
  o->canary = POISON;
  atomic_fetch_add(&g_dtors, 1);
}
static obj *mk(void) {
  obj *o = arc_alloc(sizeof(obj), dtor);
  atomic_fetch_add(&g_allocs, 1);
  o->canary = CANARY;
  for (int i = 0; i < 8; i++)
    o->v[i] = 0;
  return o;
}
static obj *o1;
static atomic_int stop1;
static ring_t r1;
static long N1 = 100000;
static void *part1_H(void *a) {
  (void)a;
  obj *o = o1; /* holds a reference given by main */
  long iters = 0;
  while (!atomic_load_explicit(&stop1, memory_order_relaxed)) {
    if (arc_is_unique(o)) {
      FAILF("part1: arc_is_unique=1 while owner holds a reference");
      break;
    }
    long c = arc_count(o);
    if (c < 2) {
      FAILF("part1: arc_count=%ld < 2", c);
      break;
    }
    iters++;
  }
  arc_release(o);
  return 0;
}
static void *part1_T(void *a) {
  (void)a;
  long got = 0;
  while (got < N1) {
    obj *o = ring_pop(&r1);
    if (!o) {
      sched_yield();
      continue;
    }
    got++;
    arc_retain(o);
    arc_release(o);
    arc_release(o);
  }
  return 0;
}
/* part 2 */
static ring_t rr[2];
static _Atomic(obj *) to_holder;
static long N2 = 5000;
static void *reader(void *a) {
  long c = (long)a;
  long got = 0;
  while (got < N2) {
    obj *o = ring_pop(&rr[c]);
    if (!o) {
      sched_yield();
      continue;
    }
    got++;
    long s = 0;
    for (int i = 0; i < 8; i++)
      s += o->v[i];
    if (s != 8 * o->v[0])
      FAILF("reader sees torn payload");
    long before = o->v[0];
    for (int k = 0; k < 3; k++) {
      arc_retain(o);
      arc_release(o);
    }
    if (o->v[0] != before)
      FAILF("payload modified while reader holds a reference");
    arc_release(o);
  }
  return 0;
}
static void cow_write(obj *o, long val) {
  while (!arc_is_unique(o))
    sched_yield();
  for (int i = 0; i < 8; i++)
    o->v[i] = val;
}
static void *holder(void *a) {
  (void)a;
  for (long i = 0; i < N2; i++) {
    if (i & 1) {
      obj *o;
      while (!(o = atomic_exchange_explicit(&to_holder, 0, memory_order_acquire)))
        sched_yield();
      cow_write(o, -i);
      arc_release(o);
    }
  }
  return 0;
}
int main(void) {
  /* part 1 */
  o1 = mk();
  arc_retain(o1);
  pthread_t h, t;
  pthread_create(&h, 0, part1_H, 0);
  pthread_create(&t, 0, part1_T, 0);
  for (long i = 0; i < N1; i++)
    ring_push(&r1, arc_retain(o1));
  pthread_join(t, 0);
  atomic_store(&stop1, 1);
  pthread_join(h, 0);
  arc_release(o1);
  /* part 2 */
  pthread_t r[2], ho;
  for (long c = 0; c < 2; c++)
    pthread_create(&r[c], 0, reader, (void *)c);
  pthread_create(&ho, 0, holder, 0);
  for (long i = 0; i < N2; i++) {
    obj *o = mk();
    for (int k = 0; k < 8; k++)
      o->v[k] = i;
    for (int c = 0; c < 2; c++)
      ring_push(&rr[c], arc_retain(o));
    if (i & 1)
      atomic_store_explicit(&to_holder, o, memory_order_release), ({
        while (atomic_load_explicit(&to_holder, memory_order_acquire))
          sched_yield();
        0;
      });
    else {
      cow_write(o, -i);
      arc_release(o);
    }
  }
  for (int c = 0; c < 2; c++)
    pthread_join(r[c], 0);
  pthread_join(ho, 0);
  return finish("p08_cow");
}
