/* p01: owner allocates, retains K copies with plain (owner) retains and hands them to K
 * consumer threads that write their slot of the payload (plain writes), retain/release a few
 * times, then release. The owner meanwhile retains/releases its own reference and releases it at
 * a random point, so the last release races between owner and non-owners.
 * The destructor checks that every thread's plain payload write is visible (needs
 * happens-before from every release to the destructor) and poisons the payload.
 * Failure: destructor sees a missing slot write, canary DIE (double destroy / UAF), leak,
 * or a TSan data race report. */
#include "common.h"
#include "ring.h"
#define K 3
typedef struct {
  uint64_t canary;
  long id;
  long slot[K + 1];
} obj;
static ring_t rings[K];

static long NOBJ = 400000;
static void dtor(void *p) {
  obj *o = p;
  if (o->canary != CANARY)
    DIE("dtor: bad canary %llx id %ld", (unsigned long long)o->canary, o->id);
  for (int i = 0; i <= K; i++)
    if (o->slot[i] != o->id * 10 + i)
      DIE("dtor: slot %d = %ld, expected %ld (write not visible)", i, o->slot[i], o->id * 10 + i);
  o->canary = POISON;
  atomic_fetch_add_explicit(&g_dtors, 1, memory_order_relaxed);
}
static void *consumer(void *a) {
  long c = (long)a;
  long got = 0;
  uint64_t s = c + 99;
  while (got < NOBJ) {
    obj *o = ring_pop(&rings[c]);
    if (!o) {
      sched_yield();
      continue;
    }
    got++;
    if (o->canary != CANARY)
      DIE("consumer %ld: UAF canary %llx", c, (unsigned long long)o->canary);
    o->slot[c + 1] = o->id * 10 + c + 1;
    int n = xrand(&s) % 3;
    for (int i = 0; i < n; i++)
      arc_retain(o);
    if (arc_count(o) < 1 + n)
      DIE("consumer count %ld < %d", arc_count(o), 1 + n);
    for (int i = 0; i < n; i++)
      arc_release(o);
    arc_release(o);
  }
  return 0;
}
int main(int argc, char **argv) {
  if (argc > 1)
    NOBJ = atol(argv[1]);
  pthread_t t[K];
  for (long c = 0; c < K; c++)
    pthread_create(&t[c], 0, consumer, (void *)c);
  uint64_t s = 12345;
  for (long i = 0; i < NOBJ; i++) {
    obj *o = arc_alloc(sizeof(obj), dtor);
    atomic_fetch_add_explicit(&g_allocs, 1, memory_order_relaxed);
    o->canary = CANARY;
    o->id = i;
    for (int j = 0; j <= K; j++)
      o->slot[j] = -1;
    o->slot[0] = i * 10;
    int when = xrand(&s) % (K + 2);
    for (int c = 0; c < K; c++) {
      if (when == c) {
        arc_retain(o);
        arc_release(o);
      }
      ring_push(&rings[c], arc_retain(o));
      if (xrand(&s) & 1) {
        arc_retain(o);
        arc_retain(o);
        arc_release(o);
        arc_release(o);
      }
    }
    arc_release(o);
  }
  for (int c = 0; c < K; c++)
    pthread_join(t[c], 0);
  if (atomic_load(&g_dtors) != atomic_load(&g_allocs))
    FAILF("leak: allocs %ld dtors %ld", atomic_load(&g_allocs), atomic_load(&g_dtors));
  return finish("p01_owner_fanout");
}
