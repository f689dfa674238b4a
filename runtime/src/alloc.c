/* alloc.c - the slow halves of the allocation path of alloc.h: malloc when a thread's list for
 * a class is empty, free() when it is full, blocks too large for any class, and a thread's
 * registration and exit (the runtime's exit handler, thread_exit.h, gives the whole cache back to
 * free(); so does the thread that calls exit(), for which pthreads runs no exit handler). */
#include "alloc.h"
#include "thread_exit.h"

/* malloc aligns every block for max_align_t: at least 16 bytes here, so the payload after the
 * 16-byte header is 16-byte aligned as arc.h promises. Checked when compiling, not per block. */
_Static_assert(_Alignof(max_align_t) >= ARC_HEADER_SIZE, "malloc's blocks must be 16-byte aligned");

enum arcrt_cache_state {
  ARCRT_CACHE_FRESH,  /* the thread has not cached a block yet: no exit handler */
  ARCRT_CACHE_ON,     /* exit handler registered; the lists are in use */
  ARCRT_CACHE_CLOSED, /* the exit handler ran (or could not be registered): no caching */
};

/* Every count starts "full" (alloc.h): a fresh thread's first free registers it. */
#define ARCRT_FULL_ARRAY_                                                                          \
  {ARCRT_CACHE_LIMIT, ARCRT_CACHE_LIMIT, ARCRT_CACHE_LIMIT, ARCRT_CACHE_LIMIT, ARCRT_CACHE_LIMIT,  \
   ARCRT_CACHE_LIMIT, ARCRT_CACHE_LIMIT, ARCRT_CACHE_LIMIT, ARCRT_CACHE_LIMIT, ARCRT_CACHE_LIMIT,  \
   ARCRT_CACHE_LIMIT, ARCRT_CACHE_LIMIT, ARCRT_CACHE_LIMIT, ARCRT_CACHE_LIMIT, ARCRT_CACHE_LIMIT,  \
   ARCRT_CACHE_LIMIT, ARCRT_CACHE_LIMIT}
_Static_assert(ARCRT_CLASSES + 1 == 17, "ARCRT_FULL_ARRAY_ lists one count per class");
ARCRT_TLS arcrt_cache arcrt_thread_cache = {{0}, ARCRT_FULL_ARRAY_, ARCRT_CACHE_FRESH};

arcrt_header *arcrt_block_new_slow(size_t size, void (*destroy)(void *), int64_t rc,
                                   unsigned owner) {
  /* The owner and the class go in the destructor word's top two bytes: the address must leave
   * them free (always so on the targets that have them; object.h). */
  ARCRT_ASSERT(((uintptr_t)destroy & ~(uintptr_t)ARCRT_DESTROY_MASK) == 0);
  if (size > SIZE_MAX - ARC_HEADER_SIZE)
    return NULL;
  uintptr_t c = 0;
  size_t bytes = ARC_HEADER_SIZE + size;
#ifndef ARCRT_NO_CACHE
  if (bytes <= ARCRT_CACHED_MAX) { /* the thread's list for the class is empty */
    c = (bytes + 15) >> 4;
    bytes = 16 * c;
  }
#endif
  arcrt_header *h = malloc(bytes);
  if (!h)
    return NULL;
  atomic_init(&h->rc, rc);
  h->destroy_word = (uintptr_t)destroy | c << ARCRT_CLASS_SHIFT;
#if ARCRT_CLASS_IN_DESTROY_WORD
  h->destroy_word |= (uintptr_t)owner << ARCRT_OWNER_SHIFT;
#else
  (void)owner;
#endif
  return h;
}

/* At thread exit (and at exit() for the thread that calls it): every cached block back to free();
 * the cache stays closed from then on (every count "full"), so that destructors that run later in
 * the thread's exit (other pthread keys, C++ thread_local objects) free their blocks instead of
 * caching them again. */
void arcrt_cache_flush_at_exit(void) {
  arcrt_cache *k = &arcrt_thread_cache;
  k->state = ARCRT_CACHE_CLOSED;
  for (unsigned c = 1; c <= ARCRT_CLASSES; ++c) {
    arcrt_header *b = k->head[c];
    while (b) {
      arcrt_header *next = arcrt_block_next(b);
      free(b);
      b = next;
    }
    k->head[c] = NULL;
    k->count[c] = ARCRT_CACHE_LIMIT;
  }
}

void arcrt_block_spill(arcrt_header *h, unsigned c) {
  arcrt_cache *k = &arcrt_thread_cache;
  if (k->state == ARCRT_CACHE_FRESH) {
    /* The thread's first free of a cached class: make sure the exit handler runs, then open the
     * lists. Without a handler the thread never caches. */
    if (arcrt_thread_exit_watch()) {
      k->state = ARCRT_CACHE_ON;
      for (unsigned i = 1; i <= ARCRT_CLASSES; ++i)
        k->count[i] = 0;
      arcrt_block_set_next(h, NULL);
      k->head[c] = h;
      k->count[c] = 1;
      return;
    }
    k->state = ARCRT_CACHE_CLOSED;
  }
  free(h);
}
