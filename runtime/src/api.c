/* api.c - the public entry points of the default build (libarcrt.a, libarcrt.so and the
 * sanitizer and sabotage variants): a NULL test, then the count state machine of rc.h and the
 * block cache of alloc.h. Nothing here takes a lock. */
#include "alloc.h"
#include "rc.h"

/* LOCAL and SHARED objects start the same: owned by the caller. LOCAL is the pass's promise that
 * no other thread will touch the object; the checking build holds it to that promise. */
void *arc_alloc(size_t size, void (*destroy)(void *)) { return arcrt_new_object(size, destroy); }
void *arc_alloc_local(size_t size, void (*destroy)(void *)) {
  return arcrt_new_object(size, destroy);
}

void *arc_retain(void *p) {
  if (ARCRT_LIKELY(p != NULL))
    arcrt_rc_retain(arcrt_header_of(p));
  return p;
}

void arc_release(void *p) {
  if (ARCRT_LIKELY(p != NULL))
    arcrt_release_and_destroy(arcrt_header_of(p));
}

/* The _local entries have the same code: they honour the header, so the owner gets the plain
 * operation either way. Their names carry the pass's claim, which the checking build verifies. */
void *arc_retain_local(void *p) {
  if (ARCRT_LIKELY(p != NULL))
    arcrt_rc_retain(arcrt_header_of(p));
  return p;
}

void arc_release_local(void *p) {
  if (ARCRT_LIKELY(p != NULL))
    arcrt_release_and_destroy(arcrt_header_of(p));
}

/* An owned object may already be reached by other threads (they use the shared count), so
 * publishing has nothing to change in the default build; the checking build records it. */
void *arc_publish(void *p) { return p; }

long arc_count(const void *p) {
  if (!p)
    return 0;
  arcrt_drain_merges();
  return arcrt_logical_count(arcrt_header_of(p));
}

int arc_is_unique(const void *p) {
  if (!p)
    return 0;
  arcrt_drain_merges();
  return arcrt_logical_count(arcrt_header_of(p)) == 1;
}
