/* alloc.h - where object memory comes from: a per-thread cache of free blocks per size class
 * (blocks of 16..240 bytes in 16-byte steps) on top of the C library's malloc. Allocating pops
 * the calling thread's list for the class, freeing pushes onto the freeing thread's list; a
 * thread keeps at most ARCRT_CACHE_LIMIT blocks per class and gives the rest (and, when it
 * exits, all of them) back to free(). Every block is an ordinary malloc block, so any thread may
 * free any block: a block allocated by one thread and freed by another simply moves to the
 * second thread's cache, and the caps bound what all caches hold. The size class is kept in the
 * header's shared word, so freeing needs no lookup. Under AddressSanitizer and ThreadSanitizer
 * (and with ARCRT_NO_CACHE) the cache is off: every block goes straight to malloc and free, so
 * that the sanitizers see each allocation. See docs/runtime.md for the measurements behind it. */
#ifndef ARCRT_ALLOC_H
#define ARCRT_ALLOC_H

#include "object.h"

#include <stdlib.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define ARCRT_NO_CACHE 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ARCRT_NO_CACHE 1
#endif

#define ARCRT_CACHED_MAX_BLOCK 240 /* larger blocks go straight to malloc (class 0) */

/* A block for an object with `size` bytes of payload; its size class in *cls (0: not cached). */
static inline arcrt_header *arcrt_block_new(size_t size, unsigned *cls) {
  *cls = 0;
  if (ARCRT_UNLIKELY(size > SIZE_MAX - 2 * ARC_HEADER_SIZE))
    return NULL;
  size_t bytes = (size + ARC_HEADER_SIZE + 15) & ~(size_t)15;
#ifndef ARCRT_NO_CACHE
  if (ARCRT_LIKELY(bytes <= ARCRT_CACHED_MAX_BLOCK)) {
    unsigned c = (unsigned)(bytes >> 4);
    *cls = c;
    void *b = arcrt_self.cache[c];
    if (ARCRT_LIKELY(b != NULL)) {
      arcrt_self.cache[c] = *(void **)b;
      arcrt_self.cached[c]--;
      return b;
    }
    return arcrt_block_refill(c, bytes);
  }
#endif
  *cls = 0;
  return malloc(bytes);
}

/* Gives a dead object's block back: to this thread's cache for its class, or to free(). */
static inline void arcrt_block_free(arcrt_header *h) {
  unsigned c = arcrt_class_of(atomic_load_explicit(&h->shared, memory_order_relaxed));
#ifndef ARCRT_NO_CACHE
  if (ARCRT_LIKELY(c != 0 && arcrt_self.cached[c] < ARCRT_CACHE_LIMIT)) {
    *(void **)h = arcrt_self.cache[c];
    arcrt_self.cache[c] = h;
    arcrt_self.cached[c]++;
    return;
  }
  if (c != 0) {
    arcrt_block_spill(h, c);
    return;
  }
#endif
  (void)c;
  free(h);
}

/* A fresh object owned by the calling thread (count 1, biased), or MERGED with count 1 when the
 * thread has no owner tag (tags exhausted, or the thread is exiting). The inline part is the
 * common case only (a registered thread with nothing to merge, a cached block of the class),
 * with no register to save; everything else is arcrt_new_object_slow (alloc.c). */
static inline void *arcrt_new_object(size_t size, void (*destroy)(void *)) {
#ifndef ARCRT_NO_CACHE
  arcrt_thread *self = &arcrt_self;
  size_t bytes = (size + ARC_HEADER_SIZE + 15) & ~(size_t)15;
  unsigned c = (unsigned)(bytes >> 4);
  if (ARCRT_LIKELY(size <= ARCRT_CACHED_MAX_BLOCK - ARC_HEADER_SIZE && self->state == ARCRT_OWNER &&
                   (uintptr_t)destroy < ARCRT_DESTROY_LIMIT && self->cache[c] != NULL &&
                   atomic_load_explicit(&self->record->queue, memory_order_relaxed) == NULL)) {
    arcrt_header *h = self->cache[c];
    self->cache[c] = *(void **)h;
    self->cached[c]--;
    self->owned++;
    atomic_init(&h->shared, self->tag_bits | (uint64_t)c << ARCRT_CLASS_SHIFT);
    atomic_init(&h->rc, (int64_t)((uint64_t)(uintptr_t)destroy << ARCRT_BIASED_BITS) + 1);
    return arcrt_payload_of(h);
  }
#else
  arcrt_thread *self = &arcrt_self;
  if (ARCRT_LIKELY(size <= SIZE_MAX - 2 * ARC_HEADER_SIZE && self->state == ARCRT_OWNER &&
                   (uintptr_t)destroy < ARCRT_DESTROY_LIMIT &&
                   atomic_load_explicit(&self->record->queue, memory_order_relaxed) == NULL)) {
    arcrt_header *h = malloc((size + ARC_HEADER_SIZE + 15) & ~(size_t)15);
    if (ARCRT_UNLIKELY(!h))
      return NULL;
    self->owned++;
    atomic_init(&h->shared, self->tag_bits);
    atomic_init(&h->rc, (int64_t)((uint64_t)(uintptr_t)destroy << ARCRT_BIASED_BITS) + 1);
    return arcrt_payload_of(h);
  }
#endif
  return arcrt_new_object_slow(size, destroy);
}

#endif /* ARCRT_ALLOC_H */
