/* destroy.c - iterative destruction. The first object of a thread to reach count zero is
 * destroyed here in a loop; any object that a destructor releases to zero meanwhile is pushed
 * on a thread-local pending list instead of being destroyed recursively, and the loop picks it
 * up next. A dead object's header is free for the list: the link goes in the shared word, and
 * the size class (needed to free the block) moves into the owner word's biased-count bits,
 * which are 0 in a dead object; the destructor stays where it was. So the list costs no memory
 * and the stack stays flat however long a chain of objects is. */
#include "alloc.h"

#ifndef ARCRT_CHECKING_BUILD
/* The default build frees the block at once (the checking build quarantines it instead, in
 * check_api.c). */
static inline void arcrt_dispose(arcrt_header *h) { arcrt_block_free(h); }
#endif

void arcrt_destroy(arcrt_header *h) {
  arcrt_thread *self = &arcrt_self;
  if (self->draining) {
    uint64_t s = atomic_load_explicit(&h->shared, memory_order_relaxed);
    int64_t w = atomic_load_explicit(&h->rc, memory_order_relaxed);
    atomic_store_explicit(&h->rc, (w & ~ARCRT_BIASED_MAX) | arcrt_class_of(s),
                          memory_order_relaxed);
    atomic_store_explicit(&h->shared, (uint64_t)(uintptr_t)self->pending, memory_order_relaxed);
    self->pending = h;
    return;
  }
  self->draining = 1;
  for (;;) {
    void (*destroy)(void *) = arcrt_destroy_fn(atomic_load_explicit(&h->rc, memory_order_relaxed));
    if (destroy)
      destroy(arcrt_payload_of(h));
    arcrt_dispose(h);
    h = self->pending;
    if (!h)
      break;
    self->pending =
        (arcrt_header *)(uintptr_t)atomic_load_explicit(&h->shared, memory_order_relaxed);
    int64_t w = atomic_load_explicit(&h->rc, memory_order_relaxed);
    atomic_store_explicit(&h->shared, (uint64_t)(w & ARCRT_BIASED_MAX) << ARCRT_CLASS_SHIFT,
                          memory_order_relaxed); /* dead again, with its size class */
    atomic_store_explicit(&h->rc, w & ~ARCRT_BIASED_MAX, memory_order_relaxed);
  }
  self->draining = 0;
}
