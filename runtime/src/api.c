/* api.c - the public entry points of the default build (libarcrt.a, libarcrt.so and the
 * sanitizer and sabotage variants): a NULL test, then the count-word state machine of rc.h.
 * Nothing here takes a lock. */
#include "alloc.h"
#include "rc.h"

/* The cache's fast path inline; anything else (an empty list, a large block) in alloc.c. */
static inline __attribute__((always_inline)) void *alloc(size_t size, void (*destroy)(void *),
                                                         int64_t rc, unsigned owner) {
  arcrt_header *h = arcrt_block_pop(size, destroy, rc, owner);
  if (ARCRT_LIKELY(h != NULL))
    return arcrt_payload_of(h);
  h = arcrt_block_new_slow(size, destroy, rc, owner);
  return h ? arcrt_payload_of(h) : NULL;
}

/* A thread's first arc_alloc, or one of a thread without an owner number: out of line, so that
 * arc_alloc's fast path stays a leaf. */
static __attribute__((noinline, unused)) void *alloc_without_owner(size_t size,
                                                                   void (*destroy)(void *)) {
  unsigned owner = arcrt_owner_for_new_object_slow();
  return alloc(size, destroy, arcrt_new_object_word(owner), owner);
}

/* BIASED when the thread has an owner number (owner.h), else SHARED with count 1. */
void *arc_alloc(size_t size, void (*destroy)(void *)) {
#if ARCRT_BIASED
  unsigned owner = arcrt_owner_self;
  if (ARCRT_LIKELY(owner != 0))
    return alloc(size, destroy, ARCRT_BIASED_NEW, owner);
  return alloc_without_owner(size, destroy);
#else
  return alloc(size, destroy, -1, 0);
#endif
}
void *arc_alloc_local(size_t size, void (*destroy)(void *)) { return alloc(size, destroy, 1, 0); }

void arcrt_dispose(arcrt_header *h) { arcrt_block_free(h); }

/* The bodies of the four retain/release entries, always inlined: every entry keeps its own copy
 * of the fast path (the sanitizer builds would otherwise call one shared copy). */
static inline __attribute__((always_inline)) void *retain(void *p) {
  if (ARCRT_LIKELY(p != NULL))
    arcrt_rc_retain(arcrt_header_of(p));
  return p;
}

static inline __attribute__((always_inline)) void release(void *p) {
  if (ARCRT_LIKELY(p != NULL) && arcrt_rc_release(arcrt_header_of(p)))
    arcrt_destroy(arcrt_header_of(p));
}

void *arc_retain(void *p) { return retain(p); }
void arc_release(void *p) { release(p); }

/* The _local entries have the same code: they honour the state word, so a LOCAL object gets the
 * plain operation either way. Their names carry the pass's claim, which the checking build
 * verifies. */
void *arc_retain_local(void *p) { return retain(p); }
void arc_release_local(void *p) { release(p); }

void *arc_publish(void *p) {
  if (p)
    arcrt_rc_publish(arcrt_header_of(p));
  return p;
}

long arc_count(const void *p) {
  if (!p)
    return 0;
  return arcrt_count_of(arcrt_header_of(p));
}

int arc_is_unique(const void *p) {
  if (!p)
    return 0;
  return arcrt_is_unique_object(arcrt_header_of(p));
}
