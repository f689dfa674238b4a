/* p35: simultaneous last releases. For each batch of 256 objects (allocated by the owner, each
 * retained once more for a second thread), the owner and a non-owner release their references
 * at the same moment (spin rendezvous per batch), in the same or opposite order, optionally
 * after writing their payload slot. Exactly one destructor run per object, and it must see
 * both writes. Variant 2: both threads are non-owners (owner thread exited).
 * Failure: double destroy / no destroy (canary DIE, leak), invisible write, TSan race. */
#include "common.h"
#define B 256
typedef struct {
  uint64_t canary;
  long id;
  long w[2];
} obj;
static obj *batch[B];
static atomic_long go, done;
static long NB = 4000;
static obj **pre; /* non-owner mode: objects allocated in advance by main */
static void dtor(void *p) {
  obj *o = p;
  if (o->canary != CANARY)
    DIE("double destroy id %ld", o->id);
  if (o->w[0] != o->id || o->w[1] != o->id)
    DIE("dtor id %ld: writes not visible (%ld %ld)", o->id, o->w[0], o->w[1]);
  o->canary = POISON;
  atomic_fetch_add_explicit(&g_dtors, 1, memory_order_relaxed);
}
static void release_batch(int who, long b) {
  int rev = (b >> 1) & 1;
  for (int i = 0; i < B; i++) {
    obj *o = batch[rev && who ? B - 1 - i : i];
    o->w[who] = o->id;
    arc_release(o);
  }
}
static void *other(void *a) {
  (void)a;
  for (long b = 0; b < NB; b++) {
    while (atomic_load_explicit(&go, memory_order_acquire) != b + 1)
      ;
    release_batch(1, b);
    atomic_store_explicit(&done, b + 1, memory_order_release);
  }
  return 0;
}
static void *owner_side(void *a) {
  (void)a;
  for (long b = 0; b < NB; b++) {
    for (int i = 0; i < B; i++) {
      obj *o;
      if (pre)
        o = pre[b * B + i];
      else {
        o = arc_alloc(sizeof(obj), dtor);
        atomic_fetch_add_explicit(&g_allocs, 1, memory_order_relaxed);
        o->canary = CANARY;
        o->id = b * B + i;
        o->w[0] = o->w[1] = -1;
        arc_retain(o);
      }
      batch[i] = o;
    }
    atomic_store_explicit(&go, b + 1, memory_order_release);
    release_batch(0, b);
    while (atomic_load_explicit(&done, memory_order_acquire) != b + 1)
      ;
  }
  return 0;
}
int main(int argc, char **argv) {
  if (argc > 1)
    NB = atol(argv[1]);
  if (argc > 2 && !strcmp(argv[2], "nonowners")) {
    pre = malloc(NB * B * sizeof *pre);
    for (long k = 0; k < NB * B; k++) {
      obj *o = arc_alloc(sizeof(obj), dtor);
      atomic_fetch_add_explicit(&g_allocs, 1, memory_order_relaxed);
      o->canary = CANARY;
      o->id = k;
      o->w[0] = o->w[1] = -1;
      arc_retain(o);
      pre[k] = o;
    }
  }
  pthread_t t1, t2;
  pthread_create(&t2, 0, other, 0);
  pthread_create(&t1, 0, owner_side, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return finish("p35_last_release_race");
}
