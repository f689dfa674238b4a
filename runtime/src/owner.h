/* owner.h - owner numbers for BIASED objects: each thread that allocates gets a small number
 * (1..ARCRT_OWNER_MAX) that its objects carry in their destructor word, so that a retain can tell
 * in one compare whether the calling thread owns the object. A number is free again when its
 * thread exits, and the next thread to claim it becomes the owner of the objects the exited
 * thread left behind (its exit happens before the claim, so their counts stay exact). A thread
 * that finds every number taken allocates SHARED objects, as without biasing. */
#ifndef ARCRT_OWNER_H
#define ARCRT_OWNER_H

#include "object.h"

/* The calling thread's owner number, 0 when it has none (not claimed yet, none free, or its exit
 * handler ran). Compared with an object's owner field on every retain. */
ARCRT_HIDDEN extern ARCRT_TLS unsigned char arcrt_owner_self;
/* 1 once the thread tried to claim a number (whatever the outcome). */
ARCRT_HIDDEN extern ARCRT_TLS unsigned char arcrt_owner_tried;

/* owner.c: claims a number for the calling thread and registers the exit handler that frees
 * it; returns it, or 0 when none is free (then the thread allocates SHARED objects). */
ARCRT_HIDDEN unsigned arcrt_owner_claim(void);

/* The owner number a new object of the calling thread gets when the thread has none yet: a new
 * one, or 0 (no bias: a SHARED object) if it tried before, and always 0 in the builds and on the
 * targets without biasing. */
static inline unsigned arcrt_owner_for_new_object_slow(void) {
#if ARCRT_BIASED
  return arcrt_owner_tried ? 0 : arcrt_owner_claim();
#else
  return 0;
#endif
}

/* The same for any thread: its number if it has one. */
static inline unsigned arcrt_owner_for_new_object(void) {
  unsigned self = arcrt_owner_self;
  return ARCRT_LIKELY(self != 0) ? self : arcrt_owner_for_new_object_slow();
}

#endif /* ARCRT_OWNER_H */
