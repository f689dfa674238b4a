/* alloc.c - the slow halves of the allocation path of alloc.h: a new object in every case the
 * inline path leaves (first allocation of a thread, merges to drain, an empty or no cache
 * class, a thread without a tag), a cache miss (malloc), a full class and a thread's exit
 * (free). */
#include "alloc.h"

#include <stdio.h>

void *arcrt_new_object_slow(size_t size, void (*destroy)(void *)) {
  arcrt_thread *self = &arcrt_self;
  uint64_t tag_bits = self->tag_bits;
  if (self->state == ARCRT_FRESH)
    tag_bits = arcrt_register_thread();
  else if (self->state == ARCRT_OWNER)
    arcrt_drain_merges(); /* objects other threads handed back: merge them now */
  if ((uintptr_t)destroy >= ARCRT_DESTROY_LIMIT)
    arcrt_fatal("arc: a destructor's address does not fit the 48 bits the header has for it");
  unsigned cls;
  arcrt_header *h = arcrt_block_new(size, &cls);
  if (!h)
    return NULL;
  uint64_t s = (uint64_t)cls << ARCRT_CLASS_SHIFT;
  int64_t w = (int64_t)((uint64_t)(uintptr_t)destroy << ARCRT_BIASED_BITS);
  if (tag_bits != ARCRT_NO_TAG) {
    self->owned++;
    atomic_init(&h->shared, s | tag_bits);
    atomic_init(&h->rc, w + 1);
  } else { /* no tag: born MERGED, counted by everyone in the shared word */
    atomic_init(&h->shared, s | ARCRT_ONE | ARCRT_MERGED);
    atomic_init(&h->rc, w);
  }
  return arcrt_payload_of(h);
}

void *arcrt_block_refill(unsigned cls, size_t bytes) {
  (void)cls;
  return malloc(bytes);
}

/* This thread's list for cls is full (or the thread has exited and flushed its cache). */
void arcrt_block_spill(arcrt_header *h, unsigned cls) {
  (void)cls;
  free(h);
}

/* At thread exit: every cached block back to free(); the cache stays off from then on (the
 * limits drop to zero), so that destructors running later in the exit do not refill it. */
void arcrt_cache_flush(void) {
  for (unsigned c = 0; c < ARCRT_CLASSES; ++c) {
    void *b = arcrt_self.cache[c];
    while (b) {
      void *next = *(void **)b;
      free(b);
      b = next;
    }
    arcrt_self.cache[c] = NULL;
    arcrt_self.cached[c] = ARCRT_CACHE_LIMIT; /* full: every later free goes to free() */
  }
}
