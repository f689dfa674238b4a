/* rc.h - the count state machine shared by every build: retain, release and the merge on one
 * header, with owner-biased counting (docs/runtime.md has the protocol and why it is correct).
 *
 *   owner (its tag in the shared word, not MERGED): plain increment/decrement of the biased
 *     count in the owner word. When the biased count reaches 0 the owner merges: if the shared
 *     word shows count 0 and no flag, nobody else holds a reference and the object dies at once
 *     (no atomic instruction); otherwise one fetch_add sets MERGED and the object lives on in
 *     the shared count.
 *   anyone else, and everyone once MERGED: atomic add on the shared count. A release that would
 *     take an unmerged object's shared count below zero cannot know whether the total (biased +
 *     shared) reached zero; it sets QUEUED instead of decrementing, so that its reference now
 *     belongs to the owner's merge queue, and hands the object to the owner (owner.c), which
 *     merges it at its next allocation or at its exit (or the releasing thread merges it itself
 *     when the owner has exited).
 *   IMMORTAL (owner word in the band): never written.
 * Inline so that each public entry compiles to one short function. */
#ifndef ARCRT_RC_H
#define ARCRT_RC_H

#include "object.h"

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define ARCRT_TSAN 1
#endif
#endif
#if !defined(ARCRT_TSAN) && defined(__SANITIZE_THREAD__)
#define ARCRT_TSAN 1
#endif
#ifndef ARCRT_TSAN
#define ARCRT_TSAN 0
#endif

#define ARCRT_RELAXED memory_order_relaxed

/* The acquire side of a release that dropped the last reference: the destroying thread must see
 * every other thread's writes made before their releases. TSan does not model stand-alone
 * fences, so under TSan the read-modify-writes themselves are acq_rel. */
#if ARCRT_TSAN
#define ARCRT_REL_ORDER memory_order_acq_rel
static inline void arcrt_acquire_fence(void) {}
#else
#define ARCRT_REL_ORDER memory_order_release
static inline void arcrt_acquire_fence(void) { atomic_thread_fence(memory_order_acquire); }
#endif

/* A shared retain: one relaxed atomic add. A count that reaches 2^40 is parked in the middle of
 * the saturated range with one more add (no CAS); see "Overflow" in arc.h.
 * ARC_TEST_SABOTAGE_PLAIN_COUNT (libarcrt-sabotage.a only) makes the add a plain load and store,
 * losing updates under contention: the positive control of the concurrency tests. */
static inline void arcrt_rc_retain_shared(arcrt_header *h) {
#ifdef ARC_TEST_SABOTAGE_PLAIN_COUNT
  uint64_t old = atomic_load_explicit(&h->shared, ARCRT_RELAXED);
  atomic_store_explicit(&h->shared, old + ARCRT_ONE, ARCRT_RELAXED);
#else
  uint64_t old = atomic_fetch_add_explicit(&h->shared, ARCRT_ONE, ARCRT_RELAXED);
#endif
  int64_t n = arcrt_count_of(old) + 1;
  if (ARCRT_UNLIKELY(n == ARCRT_SAT_MIN)) /* only the add that crossed into the range */
    atomic_fetch_sub_explicit(&h->shared, (uint64_t)(n - ARCRT_SAT_PARK) * ARCRT_ONE,
                              ARCRT_RELAXED);
}

/* A merged release (or one on a QUEUED object, whose queue holds a reference): one atomic
 * subtract. Returns 1 when it dropped the last reference of a MERGED object. */
static inline int arcrt_rc_release_shared(arcrt_header *h) {
#ifdef ARC_TEST_SABOTAGE_PLAIN_COUNT
  uint64_t old = atomic_load_explicit(&h->shared, ARCRT_RELAXED);
  atomic_store_explicit(&h->shared, old - ARCRT_ONE, ARCRT_RELAXED);
#else
  uint64_t old = atomic_fetch_sub_explicit(&h->shared, ARCRT_ONE, ARCRT_REL_ORDER);
#endif
  if (ARCRT_LIKELY(!(old & ARCRT_MERGED) || arcrt_count_of(old) != 1))
    return 0;
  arcrt_acquire_fence();
  return 1;
}

/* The owner's biased count reached 0 (the owner word already says so). Returns 1 when the
 * object is dead. */
static inline int arcrt_rc_owner_zero(arcrt_header *h, uint64_t me) {
  arcrt_self.owned--; /* no longer an unmerged object of this thread's, either way */
  uint64_t s = atomic_load_explicit(&h->shared, memory_order_acquire);
  if (ARCRT_LIKELY((s & ~ARCRT_CLASS_MASK) == me))
    return 1; /* shared count 0, no flag: the total is 0, nobody else can hold a reference */
  uint64_t old = atomic_fetch_add_explicit(&h->shared, ARCRT_MERGED, memory_order_acq_rel);
  return arcrt_count_of(old) == 0;
}

/* The owner merges an object it still counts: the biased count moves into the shared count (and
 * `extra`, -1 when a reference held by the merge queue is dropped at the same time), MERGED is
 * set. Only the owner (or, after the owner exited, the one thread that queued the object) calls
 * it, so MERGED cannot be set concurrently and one fetch_add does it. Returns the new count. */
static inline int64_t arcrt_rc_merge(arcrt_header *h, int64_t extra) {
  int64_t w = atomic_load_explicit(&h->rc, memory_order_acquire);
  int64_t b = w & ARCRT_BIASED_MAX;
  atomic_store_explicit(&h->rc, w - b, ARCRT_RELAXED);
  uint64_t old = atomic_fetch_add_explicit(
      &h->shared, (uint64_t)(b + extra) * ARCRT_ONE + ARCRT_MERGED, memory_order_acq_rel);
  return arcrt_count_of(old) + b + extra;
}

/* The logical count: biased + shared while unmerged, shared once MERGED; ARC_COUNT_IMMORTAL
 * for IMMORTAL and saturated objects. Exact for the owner; for another thread it may be stale,
 * and it includes the reference a pending merge request holds. */
static inline long arcrt_logical_count(arcrt_header *h) {
  int64_t w = atomic_load_explicit(&h->rc, memory_order_acquire);
  if (arcrt_is_immortal(w))
    return ARC_COUNT_IMMORTAL;
  uint64_t s = atomic_load_explicit(&h->shared, memory_order_acquire);
  int64_t n = arcrt_count_of(s);
  if (n >= ARCRT_SAT_MIN)
    return ARC_COUNT_IMMORTAL;
  if (!(s & ARCRT_MERGED))
    n += w & ARCRT_BIASED_MAX;
  return (long)n;
}

/* rc.c: the paths the inline fast paths below leave to a call: IMMORTAL objects, other
 * threads' and merged objects, a full biased count. */
ARCRT_HIDDEN void arcrt_rc_retain_slow(arcrt_header *h);
ARCRT_HIDDEN int arcrt_rc_release_slow(arcrt_header *h);
/* rc.c: the rest of a release the fast path below does not finish (another thread's object, a
 * merged one), destruction included; and the owner's release of its last biased reference. Tail
 * calls: the fast path saves no register. */
ARCRT_HIDDEN void arcrt_release_rest(arcrt_header *h);
ARCRT_HIDDEN void arcrt_release_owner_last(arcrt_header *h, int64_t w);

static inline void arcrt_rc_retain(arcrt_header *h) {
  uint64_t s = atomic_load_explicit(&h->shared, ARCRT_RELAXED);
  if (ARCRT_LIKELY((s & ARCRT_OWNER_MASK) == arcrt_self.tag_bits)) {
    int64_t w = atomic_load_explicit(&h->rc, ARCRT_RELAXED);
    if (ARCRT_LIKELY((w & ARCRT_BIASED_MAX) != ARCRT_BIASED_MAX)) {
      atomic_store_explicit(&h->rc, w + 1, ARCRT_RELAXED); /* owner: plain increment */
      return;
    }
  }
  arcrt_rc_retain_slow(h);
}

/* Returns 1 when this release dropped the last reference; the caller then destroys. */
static inline int arcrt_rc_release(arcrt_header *h) {
  uint64_t s = atomic_load_explicit(&h->shared, ARCRT_RELAXED);
  uint64_t me = arcrt_self.tag_bits;
  if (ARCRT_LIKELY((s & ARCRT_OWNER_MASK) == me)) {
    int64_t w = atomic_load_explicit(&h->rc, ARCRT_RELAXED);
    atomic_store_explicit(&h->rc, w - 1, ARCRT_RELAXED); /* owner: plain decrement */
    if (ARCRT_LIKELY((w & ARCRT_BIASED_MAX) != 1))
      return 0;
    return arcrt_rc_owner_zero(h, me);
  }
  return arcrt_rc_release_slow(h);
}

/* A release that destroys the object when it drops the last reference: the default build's
 * arc_release. The owner's common case stays inline; the rest is one tail call. */
static inline void arcrt_release_and_destroy(arcrt_header *h) {
  uint64_t s = atomic_load_explicit(&h->shared, ARCRT_RELAXED);
  if (ARCRT_LIKELY((s & ARCRT_OWNER_MASK) == arcrt_self.tag_bits)) {
    int64_t w = atomic_load_explicit(&h->rc, ARCRT_RELAXED);
    if (ARCRT_LIKELY((w & ARCRT_BIASED_MAX) != 1)) {
      atomic_store_explicit(&h->rc, w - 1, ARCRT_RELAXED); /* owner: plain decrement */
      return;
    }
    arcrt_release_owner_last(h, w);
    return;
  }
  arcrt_release_rest(h);
}

#endif /* ARCRT_RC_H */
