/* alloc.h - where object memory comes from and goes back to: a per-thread cache of free blocks
 * per size class in front of the C library's malloc and free (the inline fast paths here, the
 * slow ones in alloc.c).
 *
 * Blocks of up to ARCRT_CACHED_MAX bytes (header included) are rounded up to a multiple of 16:
 * size class c holds blocks of 16 * c bytes. Allocating pops the calling thread's list for the
 * class; freeing pushes onto the freeing thread's list. Every block is an ordinary malloc block,
 * so any thread may free any block: a block allocated by one thread and freed by another joins
 * the second thread's cache, and a thread keeps at most ARCRT_CACHE_LIMIT blocks per class and
 * gives the rest back to free(). What all caches hold is therefore bounded by the number of
 * threads times ARCRT_CACHE_LIMIT blocks per class, whatever the pattern of cross-thread frees
 * (a producer/consumer pair sends the consumer's surplus back to glibc), and a thread's exit
 * gives its whole cache back (alloc.c). The size class is kept in the top byte of the header's
 * destructor word (object.h), so a free needs no size lookup.
 *
 * Under AddressSanitizer and ThreadSanitizer, on targets other than x86-64 and AArch64 (where
 * the top byte of a code address is not known to be free) and with ARCRT_NO_CACHE, the cache is
 * compiled out: every block goes straight to malloc and free (class 0), so that the sanitizers
 * see each allocation and each free. docs/runtime.md has the measurements behind the choice. */
#ifndef ARCRT_ALLOC_H
#define ARCRT_ALLOC_H

#include "asserts.h"

#include <stdlib.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define ARCRT_NO_CACHE 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ARCRT_NO_CACHE 1
#endif
#if !ARCRT_CLASS_IN_DESTROY_WORD && !defined(ARCRT_NO_CACHE)
#define ARCRT_NO_CACHE 1
#endif

#define ARCRT_CLASSES 16                      /* classes 1..16: blocks of 16..256 bytes */
#define ARCRT_CACHED_MAX (16 * ARCRT_CLASSES) /* larger blocks go straight to malloc */
#ifndef ARC_TEST_SABOTAGE_UNBOUNDED_CACHE
#define ARCRT_CACHE_LIMIT 64 /* blocks kept per thread per class */
#else /* test-only, libarcrt-sabotage-cache.a: a cache that never gives a block back */
#define ARCRT_CACHE_LIMIT (1u << 30)
#endif

/* One thread's cache. count[c] is the number of blocks on head[c]'s list, except that a thread
 * that has not registered its exit handler yet, or whose exit handler has run, has count[c] ==
 * ARCRT_CACHE_LIMIT with an empty list: "full", so that its frees take the slow path
 * (arcrt_block_spill), which registers the thread first, or, after its exit, frees. */
typedef struct arcrt_cache {
  arcrt_header *head[ARCRT_CLASSES + 1]; /* singly linked (arcrt_block_next) */
  unsigned count[ARCRT_CLASSES + 1];
  unsigned char state; /* enum arcrt_cache_state (alloc.c) */
} arcrt_cache;

ARCRT_HIDDEN extern ARCRT_TLS arcrt_cache arcrt_thread_cache;

/* A cached block's link to the next one lives in its destructor word, not in its count word:
 * the count word of a cached block stays 0 (dead), and the destructor word's owner byte reads 0
 * (a user-space address is below 2^48), so a release of an object whose block sits in a cache
 * takes the non-BIASED path, finds the dead word and reports the double release (rc.h) instead
 * of corrupting the list. arcrt_block_pop rewrites both words. */
static inline arcrt_header *arcrt_block_next(const arcrt_header *h) {
  return (arcrt_header *)h->destroy_word;
}
static inline void arcrt_block_set_next(arcrt_header *h, arcrt_header *next) {
  h->destroy_word = (uintptr_t)next;
}

/* alloc.c: a block of class c that does not fit the thread's cache (or the thread has not
 * registered yet, or has exited); and the whole allocation when arcrt_block_pop misses. */
ARCRT_HIDDEN void arcrt_block_spill(arcrt_header *h, unsigned c);
ARCRT_HIDDEN arcrt_header *arcrt_block_new_slow(size_t size, void (*destroy)(void *), int64_t rc,
                                                unsigned owner);

/* The fast path: a block for an object with `size` bytes of payload from the calling thread's
 * cache, header initialised to (rc, destroy, owner: object.h); NULL when that needs the slow path
 * (an empty list, a block too large for any class, no cache in this build, a destructor address
 * that leaves no room for the class). Nothing here needs a register saved, so callers stay leaf
 * functions. */
static inline arcrt_header *arcrt_block_pop(size_t size, void (*destroy)(void *), int64_t rc,
                                            unsigned owner) {
#ifndef ARCRT_NO_CACHE
  if (ARCRT_LIKELY(size <= ARCRT_CACHED_MAX - ARC_HEADER_SIZE &&
                   ((uintptr_t)destroy & ~ARCRT_DESTROY_MASK) == 0)) {
    uintptr_t c = (size + ARC_HEADER_SIZE + 15) >> 4;
    arcrt_cache *k = &arcrt_thread_cache;
    arcrt_header *h = k->head[c];
    if (ARCRT_LIKELY(h != NULL)) {
      k->head[c] = arcrt_block_next(h);
      k->count[c]--;
      atomic_init(&h->rc, rc);
      h->destroy_word =
          (uintptr_t)destroy | (uintptr_t)owner << ARCRT_OWNER_SHIFT | c << ARCRT_CLASS_SHIFT;
      return h;
    }
  }
#else
  (void)size, (void)destroy, (void)rc, (void)owner;
#endif
  return NULL;
}

/* A block for an object with `size` bytes of payload, header initialised to (rc, destroy,
 * owner); NULL when out of memory. */
static inline arcrt_header *arcrt_block_new(size_t size, void (*destroy)(void *), int64_t rc,
                                            unsigned owner) {
  arcrt_header *h = arcrt_block_pop(size, destroy, rc, owner);
  return ARCRT_LIKELY(h != NULL) ? h : arcrt_block_new_slow(size, destroy, rc, owner);
}

/* Gives a dead object's block back: to this thread's cache for its class, or to free(). */
static inline void arcrt_block_free(arcrt_header *h) {
#ifndef ARCRT_NO_CACHE
  unsigned c = arcrt_size_class_of(h);
  arcrt_cache *k = &arcrt_thread_cache;
  if (ARCRT_LIKELY(c != 0 && k->count[c] < ARCRT_CACHE_LIMIT)) {
    arcrt_block_set_next(h, k->head[c]);
    k->head[c] = h;
    k->count[c]++;
    return;
  }
  if (c != 0) {
    arcrt_block_spill(h, c);
    return;
  }
#endif
  free(h);
}

#endif /* ARCRT_ALLOC_H */
