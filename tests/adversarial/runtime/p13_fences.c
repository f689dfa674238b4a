/* p13: hand-overs built from relaxed atomics + fences and seq_cst, instead of release/acquire
 * pairs on the pointer: mailbox slots written with relaxed stores after a release fence and
 * read with relaxed loads followed by an acquire fence; a second channel uses seq_cst
 * exchange. Objects are allocated by the producer (owner), retained per consumer (owner plain
 * path), and the last release may be anywhere. Consumers write their payload slot; the
 * destructor checks all slots.
 * Failure: canary DIE, missing slot write in the destructor, leak. */
#include "common.h"
#define C 2
typedef struct {
  uint64_t canary;
  long id;
  long slot[C + 1];
} obj;
static _Atomic(obj *) box[C];
static _Atomic(obj *) sbox[C];
static long N = 100000;
static void dtor(void *p) {
  obj *o = p;
  if (o->canary != CANARY)
    DIE("dtor bad canary");
  for (int i = 0; i <= C; i++)
    if (o->slot[i] != o->id + i)
      DIE("dtor id %ld slot %d=%ld not visible", o->id, i, o->slot[i]);
  o->canary = POISON;
  atomic_fetch_add_explicit(&g_dtors, 1, memory_order_relaxed);
}
static void *consumer(void *a) {
  long c = (long)a;
  for (long i = 0; i < N; i++) {
    obj *o;
    if (i & 1) {
      while (!(o = atomic_load_explicit(&box[c], memory_order_relaxed)))
        sched_yield();
      atomic_thread_fence(memory_order_acquire);
      atomic_store_explicit(&box[c], 0, memory_order_relaxed);
    } else {
      while (!(o = atomic_exchange(&sbox[c], 0)))
        sched_yield();
    }
    if (o->canary != CANARY)
      DIE("consumer UAF");
    o->slot[c + 1] = o->id + c + 1;
    arc_release(o);
  }
  return 0;
}
int main(int argc, char **argv) {
  if (argc > 1)
    N = atol(argv[1]);
  pthread_t t[C];
  for (long c = 0; c < C; c++)
    pthread_create(&t[c], 0, consumer, (void *)c);
  for (long i = 0; i < N; i++) {
    obj *o = arc_alloc(sizeof(obj), dtor);
    atomic_fetch_add_explicit(&g_allocs, 1, memory_order_relaxed);
    o->canary = CANARY;
    o->id = i;
    for (int k = 0; k <= C; k++)
      o->slot[k] = -1;
    o->slot[0] = i;
    for (int c = 0; c < C; c++) {
      arc_retain(o);
      if (i & 1) {
        while (atomic_load_explicit(&box[c], memory_order_relaxed))
          sched_yield();
        atomic_thread_fence(memory_order_release);
        atomic_store_explicit(&box[c], o, memory_order_relaxed);
      } else {
        while (atomic_load(&sbox[c]))
          sched_yield();
        atomic_store(&sbox[c], o);
      }
    }
    arc_release(o);
  }
  for (int c = 0; c < C; c++)
    pthread_join(t[c], 0);
  return finish("p13_fences");
}
