/* bounded SPSC ring with release/acquire hand-over */
#ifndef RING_H
#define RING_H
#include <sched.h>
#include <stdatomic.h>
#define RING_N 1024
typedef struct {
  _Alignas(64) atomic_size_t head;
  _Alignas(64) atomic_size_t tail;
  _Alignas(64) void *buf[RING_N];
} ring_t;
static inline void ring_push(ring_t *r, void *p) {
  size_t t = atomic_load_explicit(&r->tail, memory_order_relaxed);
  while (t - atomic_load_explicit(&r->head, memory_order_acquire) >= RING_N)
    sched_yield();
  r->buf[t % RING_N] = p;
  atomic_store_explicit(&r->tail, t + 1, memory_order_release);
}
static inline void *ring_pop(ring_t *r) { /* NULL if empty */
  size_t h = atomic_load_explicit(&r->head, memory_order_relaxed);
  if (h == atomic_load_explicit(&r->tail, memory_order_acquire))
    return 0;
  void *p = r->buf[h % RING_N];
  atomic_store_explicit(&r->head, h + 1, memory_order_release);
  return p;
}
#endif
