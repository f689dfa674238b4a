/* rc.c - the slow paths of the count state machine (rc.h): what the inline fast paths leave to
 * a call. IMMORTAL objects, a full biased count, and every operation of a thread that is not
 * the object's owner, or on a MERGED object. Shared by every build. */
#include "rc.h"

void arcrt_rc_retain_slow(arcrt_header *h) {
  if (arcrt_is_immortal(atomic_load_explicit(&h->rc, ARCRT_RELAXED)))
    return; /* IMMORTAL: not written */
  uint64_t s = atomic_load_explicit(&h->shared, ARCRT_RELAXED);
  if ((s & ARCRT_OWNER_MASK) == arcrt_self.tag_bits) {
    /* The owner's biased count is full: half of it moves to the shared count (one atomic add
     * per 2^14 owner retains; the total is unchanged). */
    atomic_fetch_add_explicit(&h->shared, (uint64_t)ARCRT_BIASED_SPILL * ARCRT_ONE, ARCRT_RELAXED);
    int64_t w = atomic_load_explicit(&h->rc, ARCRT_RELAXED);
    atomic_store_explicit(&h->rc, w - ARCRT_BIASED_SPILL + 1, ARCRT_RELAXED);
    return;
  }
  if (arcrt_count_of(s) >= ARCRT_SAT_MIN)
    return; /* saturated: IMMORTAL */
  arcrt_rc_retain_shared(h);
}

/* A release by a thread other than the owner of an unmerged, unqueued object. One CAS attempt:
 * with shared count >= 1 it decrements (the count stays >= 0, so the total cannot have reached
 * zero); at count 0 it sets QUEUED without decrementing (its reference now belongs to the merge
 * queue) and hands the object to the owner. If the CAS loses a race, one fetch_or(QUEUED)
 * decides instead, whatever the count: no loop. */
static int release_unmerged(arcrt_header *h, uint64_t s) {
#ifndef ARC_TEST_SABOTAGE_NO_QUEUE
  uint64_t want = arcrt_count_of(s) >= 1 ? s - ARCRT_ONE : s | ARCRT_QUEUED;
#else
  /* Sabotaged (libarcrt-sabotage-merge.a only): decrement below zero instead of queueing. The
   * total may reach zero with nobody left to notice: such objects are never destroyed, and the
   * merge tests must see it. */
  uint64_t want = s - ARCRT_ONE;
#endif
  if (atomic_compare_exchange_strong_explicit(&h->shared, &s, want, ARCRT_REL_ORDER,
                                              ARCRT_RELAXED)) {
    if (want & ARCRT_QUEUED)
      arcrt_request_merge(h, want);
    return 0;
  }
  uint64_t old = atomic_fetch_or_explicit(&h->shared, ARCRT_QUEUED, ARCRT_REL_ORDER);
  if (!(old & (ARCRT_MERGED | ARCRT_QUEUED))) {
    arcrt_request_merge(h, old | ARCRT_QUEUED);
    return 0;
  }
  return arcrt_rc_release_shared(h); /* merged meanwhile, or queued by someone else */
}

int arcrt_rc_release_slow(arcrt_header *h) {
  if (arcrt_is_immortal(atomic_load_explicit(&h->rc, ARCRT_RELAXED)))
    return 0; /* IMMORTAL: not written */
  uint64_t s = atomic_load_explicit(&h->shared, ARCRT_RELAXED);
  if (arcrt_count_of(s) >= ARCRT_SAT_MIN)
    return 0; /* saturated: IMMORTAL */
  if (s & (ARCRT_MERGED | ARCRT_QUEUED))
    return arcrt_rc_release_shared(h); /* a QUEUED object's queue holds a reference */
  return release_unmerged(h, s);
}

void arcrt_release_owner_last(arcrt_header *h, int64_t w) {
  atomic_store_explicit(&h->rc, w - 1, ARCRT_RELAXED);
  if (arcrt_rc_owner_zero(h, arcrt_self.tag_bits))
    arcrt_destroy(h);
}

void arcrt_release_rest(arcrt_header *h) {
  if (arcrt_rc_release(h))
    arcrt_destroy(h);
}
