/* rc.h - the count-word state machine shared by every build: retain, release and publish on one
 * header, with the LOCAL / SHARED / BIASED / IMMORTAL dispatch and the saturation
 * described in arc.h. Inline so that each public entry compiles to a single short function. */
#ifndef ARCRT_RC_H
#define ARCRT_RC_H

#include "asserts.h"
#include "owner.h"

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

/* ---- Releases once too often ------------------------------------------------------------------
 *
 * A release that finds the count already zero ends the program with one line on stderr
 * (over_release.c) instead of writing to a dead object. Checked only on a value the release
 * computes anyway: the word a SHARED release's atomic add returns (0 or more: the object was dead,
 * or its block sits in a thread's cache, whose count word stays 0: alloc.h), and the sum a BIASED
 * release's atomic subtract returns (0). A LOCAL object's dead word (0) takes the SHARED path. No
 * extra load, atomic or lock; what this does not see is listed in arc.h ("Builds of this
 * runtime"). The release functions below are always inlined into the public entry points, so
 * that the return address is the entry's caller; arcrt_over_release (which never returns) is not
 * declared noreturn, so that the entry reaches it with a jump and needs no stack frame. */
ARCRT_HIDDEN __attribute__((cold)) void arcrt_over_release(const void *payload, const void *site);
#define ARCRT_OVER_RELEASE(h) arcrt_over_release(arcrt_payload_of(h), __builtin_return_address(0))
#define ARCRT_RELEASE_INLINE static inline __attribute__((always_inline))

/* The SHARED count word's read-modify-writes: one atomic subtract or add of 1 (the word is minus
 * the count: a retain decrements it, a release increments it); each returns the word before it.
 * The test-only libarcrt-sabotage.a replaces them with broken ones (sabotage.h). */
#ifdef ARC_TEST_SABOTAGE_PLAIN_COUNT
#include "sabotage.h"
#else
static inline int64_t arcrt_shared_decrement(arcrt_header *h, memory_order order) {
  return atomic_fetch_sub_explicit(&h->rc, 1, order);
}
static inline int64_t arcrt_shared_increment(arcrt_header *h, memory_order order) {
  return atomic_fetch_add_explicit(&h->rc, 1, order);
}
#endif

/* ---- Saturation (arc.h, "Saturation") --------------------------------------------------------
 *
 * A retain after which the count is ARCRT_SATURATION or more makes the object IMMORTAL; nothing
 * else does. The same rule in every state and through every entry, so that neither the state an
 * object gets (the pass makes thread-local objects LOCAL) nor the number of retains that brought
 * the count there (the pass hoists pairs out of loops) changes when an object saturates. Each
 * retain compares the count it leaves with the threshold: one compare and one branch, taken only
 * at saturation. The test-only libarcrt-sabotage-states.a (ARC_TEST_SABOTAGE_STATES) restores
 * thresholds that depend on the state and a BIASED check only at every 2^16-th retain of a half:
 * the positive control of tests/runtime/saturation_states.c and tests/local_e2e/saturation.c. */
#ifndef ARC_TEST_SABOTAGE_STATES
#define ARCRT_LOCAL_SATURATION ((uint64_t)ARCRT_SATURATION)
#define ARCRT_SHARED_SATURATION ARCRT_SATURATION
#else
#define ARCRT_LOCAL_SATURATION (UINT64_C(1) << 63) /* INT64_MAX + 1 */
#define ARCRT_SHARED_SATURATION (-ARCRT_IMMORTAL_MAX)
#endif

/* SHARED retain: one relaxed atomic subtract (the word is minus the count). If the count it left
 * is at the threshold or beyond (a word of 1 - ARCRT_SATURATION or less before it, which includes
 * the IMMORTAL band), park the word in the middle of the band; see "Saturation" in arc.h for why a
 * plain store is enough. */
static inline void arcrt_rc_retain_shared(arcrt_header *h) {
  int64_t old = arcrt_shared_decrement(h, memory_order_relaxed);
  if (ARCRT_UNLIKELY(old <= 1 - ARCRT_SHARED_SATURATION))
    atomic_store_explicit(&h->rc, ARCRT_IMMORTAL, memory_order_relaxed);
}

/* SHARED release: one atomic add with release order, so that this thread's writes to the
 * payload happen before the destructor's reads; the thread that drops the last reference pairs
 * it with an acquire fence. ThreadSanitizer does not model stand-alone fences: under TSan the
 * add is acq_rel instead, the same ordering for the thread that destroys, which TSan sees.
 * Returns 1 when the count reached zero. */
ARCRT_RELEASE_INLINE int arcrt_rc_release_shared(arcrt_header *h) {
  int64_t old = arcrt_shared_increment(h, ARCRT_TSAN ? memory_order_acq_rel : memory_order_release);
  if (ARCRT_LIKELY(old < -1)) /* other references remain */
    return 0;
  if (ARCRT_UNLIKELY(old != -1)) { /* the word was dead (0), or not a count at all */
    ARCRT_OVER_RELEASE(h);
    return 0;
  }
#if !ARCRT_TSAN
  atomic_thread_fence(memory_order_acquire);
#endif
  return 1;
}

/* ---- BIASED objects ---------------------------------------------------------------------------
 *
 * arc_alloc in a thread with an owner number (owner.h) makes a BIASED object: the owner's retains
 * are plain stores, every other retain and every release one atomic read-modify-write, and the
 * release of the only reference none. The count word is two halves (object.h):
 *
 *   owned   (bits 0..31) 1 for the allocation, +1 per retain by the owner. Only the owner
 *           changes it, with a plain 32-bit store; it only grows, modulo 2^32.
 *   shared  (bits 32..63) +1 per retain by another thread, -1 per release by any thread (the
 *           owner's too), with a 64-bit atomic add of +-2^32 on the whole word.
 *
 * The count is owned + shared modulo 2^32. A release's atomic add returns both halves as they
 * were at that instant: a locked read-modify-write of the aligned word lets no other write to any
 * of its bytes in between (x86-64, AArch64: the only targets with BIASED objects; C11 leaves
 * such mixed-size access to the hardware). If owned + shared - 1 is 0, that release dropped the
 * last reference and destroys; otherwise it does not touch the object again. Why the sum is
 * exact (docs/runtime.md, "BIASED objects", has the argument at length):
 *
 *   1. Every add has release order and the releases' acquire order, so every release before this
 *      one in the word's order happens before it. A reference is made before it is released, so
 *      the retain that made each of those released references is in the value this add read:
 *      the owner's store of `owned` happens before it, another thread's add came earlier in the
 *      word's order. The sum is never below the number of visible references still held.
 *   2. A held reference whose retain is not in the value was made from a reference held, or lent
 *      by its holder, until that retain was over. If that one had been released already, its
 *      release (before ours) would make the retain visible; so it is still held. Following the
 *      references back ends at the allocation's, which is visible. So a sum of 0 means that no
 *      reference is held: this release was the last one, and no other release can see 0.
 *
 * The owner does not decrement `owned` with a plain store: a release by the owner and one by
 * another thread could then each miss the other's write (a store followed by a load needs a full
 * fence, which costs what the atomic add costs). Biasing saves the atomic of the owner's retains.
 *
 * The release of the only reference: a load of `shared` (acquire) and then of `owned` that sum to
 * 1 means, by the same argument, that the caller's is the only reference held, so nobody else can
 * retain or release the object any more: a plain store of 0 (dead), as for SHARED.
 *
 * Saturation: a retain that leaves the count at ARCRT_SATURATION or more makes the object
 * IMMORTAL: the owner field becomes ARCRT_OWNER_IMMORTAL (an atomic or; callers that read the
 * owner before it may still add or remove one each). Another thread's retain takes the count from
 * its atomic add. The owner's retain adds its new `owned` to a 4-byte load of `shared` made
 * after its store: not an 8-byte load of the word, which would overlap the 4-byte store just made
 * and wait for it to leave the store buffer, as in the release below. When no other thread
 * touches the object meanwhile, both are exact. An owner's retain and another thread's racing at
 * the threshold may each miss the other (the other thread's add does not see the owner's store
 * still in its store buffer, and the owner's load may precede that add); the count then stays
 * at most a few above the threshold until the next retain, which saturates. So the count stays
 * far below 2^32. */

#define ARCRT_SHARED_ONE (UINT64_C(1) << 32)
#define ARCRT_BIASED_CHECK_EVERY 0xffffu /* libarcrt-sabotage-states.a only */

static inline void arcrt_rc_biased_saturate(arcrt_header *h) {
  __atomic_fetch_or(&h->destroy_word, (uintptr_t)ARCRT_OWNER_IMMORTAL << ARCRT_OWNER_SHIFT,
                    __ATOMIC_RELAXED);
}

#ifndef ARC_TEST_SABOTAGE_STATES
/* The owner's retain: `owned` is the half it just stored. */
static inline void arcrt_rc_biased_check_owner(arcrt_header *h, uint32_t owned) {
  uint32_t count = owned + atomic_load_explicit(&h->biased.shared, memory_order_relaxed);
  if (ARCRT_UNLIKELY(count >= (uint32_t)ARCRT_SATURATION))
    arcrt_rc_biased_saturate(h);
}
/* Another thread's retain: `old` is the word its atomic add returned. */
static inline void arcrt_rc_biased_check_other(arcrt_header *h, uint64_t old) {
  if (ARCRT_UNLIKELY(arcrt_biased_sum(old) + 1 >= (uint32_t)ARCRT_SATURATION))
    arcrt_rc_biased_saturate(h);
}
#else /* test-only: the count is read only when a half reaches a multiple of 2^16 */
static inline void arcrt_rc_biased_check_every(arcrt_header *h, uint32_t half) {
  if ((half & ARCRT_BIASED_CHECK_EVERY) == 0 && arcrt_biased_count(h) >= (uint32_t)ARCRT_SATURATION)
    arcrt_rc_biased_saturate(h);
}
static inline void arcrt_rc_biased_check_owner(arcrt_header *h, uint32_t owned) {
  arcrt_rc_biased_check_every(h, owned);
}
static inline void arcrt_rc_biased_check_other(arcrt_header *h, uint64_t old) {
  arcrt_rc_biased_check_every(h, (uint32_t)(old >> 32) + 1);
}
#endif

static inline void arcrt_rc_retain_biased(arcrt_header *h, unsigned owner) {
#if ARCRT_ASSERT_LEVEL >= 2
  int64_t rc = atomic_load_explicit(&h->rc, memory_order_relaxed);
  ARCRT_ASSERT_EXPENSIVE(rc != 0); /* dead: retained after its last release */
#endif
#ifndef ARC_TEST_SABOTAGE_BIAS_ANY_THREAD
  int mine = owner == arcrt_owner_self;
#else /* test-only, libarcrt-sabotage-bias.a: every thread takes the owner's plain path */
  int mine = 1;
#endif
  if (ARCRT_LIKELY(mine)) {
    uint32_t owned = atomic_load_explicit(&h->biased.owned, memory_order_relaxed) + 1;
    atomic_store_explicit(&h->biased.owned, owned, memory_order_relaxed);
    arcrt_rc_biased_check_owner(h, owned);
    return;
  }
  if (owner == ARCRT_OWNER_IMMORTAL)
    return;
  uint64_t old =
      (uint64_t)atomic_fetch_add_explicit(&h->rc, (int64_t)ARCRT_SHARED_ONE, memory_order_relaxed);
  arcrt_rc_biased_check_other(h, old);
}

/* Returns 1 when this release dropped the last reference. */
ARCRT_RELEASE_INLINE int arcrt_rc_release_biased(arcrt_header *h, unsigned owner) {
  if (owner == ARCRT_OWNER_IMMORTAL)
    return 0;
  /* The only reference? Two 4-byte loads, `shared` (acquire) before `owned`, rather than one
   * 8-byte load: the owner's last store to `owned` (a retain just before, as in a retain/release
   * pair) may still sit in the store buffer, and an 8-byte load that overlaps a pending 4-byte
   * store cannot take its value from there; it waits for the store to reach the cache (3 ns a
   * pair in bench/pairs.c). The sum is still never above the count of references held that the
   * caller can see: every release in the `shared` it read happens before its load of `owned`
   * (docs/runtime.md). Under TSan one 8-byte load, so that TSan sees the synchronisation with the
   * 8-byte adds (it tracks each atomic by its address). */
#if ARCRT_TSAN
  uint64_t word = (uint64_t)atomic_load_explicit(&h->rc, memory_order_acquire);
  uint32_t count = arcrt_biased_sum(word);
#else
  uint32_t shared = atomic_load_explicit(&h->biased.shared, memory_order_acquire);
  uint32_t count = atomic_load_explicit(&h->biased.owned, memory_order_relaxed) + shared;
  uint64_t word;
#endif
  if (count != 1) {
    word = (uint64_t)atomic_fetch_sub_explicit(&h->rc, (int64_t)ARCRT_SHARED_ONE,
                                               memory_order_acq_rel);
    /* From here on the object may be another thread's to destroy: only `word` is read. */
    uint32_t before = arcrt_biased_sum(word);
    if (before != 1) {
      if (ARCRT_UNLIKELY(before == 0)) /* the count was already zero */
        ARCRT_OVER_RELEASE(h);
      return 0;
    }
  }
  atomic_store_explicit(&h->rc, 0, memory_order_relaxed); /* dead */
  return 1;
}

/* ---- Every state ------------------------------------------------------------------------------
 */

static inline void arcrt_rc_retain(arcrt_header *h) {
#if ARCRT_BIASED
  unsigned owner = arcrt_owner_of(h);
  if (owner != 0) {
    arcrt_rc_retain_biased(h, owner);
    return;
  }
#endif
  int64_t rc = atomic_load_explicit(&h->rc, memory_order_relaxed);
  /* LOCAL with a count from 1 to ARCRT_SATURATION - 2 (one unsigned compare): plain increment. */
  if (ARCRT_LIKELY((uint64_t)rc - 1 < ARCRT_LOCAL_SATURATION - 2)) {
    atomic_store_explicit(&h->rc, rc + 1, memory_order_relaxed);
    return;
  }
  if (rc > 0) { /* LOCAL, and this retain takes the count to the threshold: IMMORTAL */
    atomic_store_explicit(&h->rc, ARCRT_IMMORTAL, memory_order_relaxed);
    return;
  }
  ARCRT_ASSERT_EXPENSIVE(rc != 0); /* dead: retained after its last release */
  if (rc > ARCRT_IMMORTAL_MAX)     /* SHARED */
    arcrt_rc_retain_shared(h);
  /* IMMORTAL: not written. */
}

/* SHARED release of the only reference: the word read -1 (count 1) and the caller holds a
 * reference, so no other thread holds one, and none can retain or release the object any more
 * (a retain needs a reference, owned or lent by a holder that keeps it until the retain is done;
 * docs/runtime.md has the argument). The release needs no read-modify-write: an acquire fence
 * after the load that saw -1 orders every other thread's release (their atomic adds, release
 * order) before the destructor, as the fence after the last atomic add does. Under TSan the
 * load itself has acquire order (TSan does not model stand-alone fences). */
ARCRT_RELEASE_INLINE int arcrt_rc_release_unique(arcrt_header *h) {
#if !ARCRT_TSAN
  atomic_thread_fence(memory_order_acquire);
#endif
  atomic_store_explicit(&h->rc, 0, memory_order_relaxed);
  return 1;
}

/* Returns 1 when this release dropped the last reference; the caller then destroys. */
ARCRT_RELEASE_INLINE int arcrt_rc_release(arcrt_header *h) {
#if ARCRT_BIASED
  unsigned owner = arcrt_owner_of(h);
  if (owner != 0)
    return arcrt_rc_release_biased(h, owner);
#endif
  int64_t rc =
      atomic_load_explicit(&h->rc, ARCRT_TSAN ? memory_order_acquire : memory_order_relaxed);
  if (ARCRT_LIKELY(rc > 0)) {
    /* LOCAL: plain decrement; the last one leaves the word 0 (dead). */
    atomic_store_explicit(&h->rc, rc - 1, memory_order_relaxed);
    return rc == 1;
  }
  if (rc == -1) /* SHARED, count 1: the caller's is the only reference */
    return arcrt_rc_release_unique(h);
  if (rc > ARCRT_IMMORTAL_MAX) /* SHARED, or dead (0): arcrt_rc_release_shared reports it */
    return arcrt_rc_release_shared(h);
  return 0; /* IMMORTAL: not written. */
}

/* LOCAL -> SHARED keeps the count: n becomes -n. Only the owner calls it, before sharing, so a
 * plain store is enough; the hand-over to the other thread orders it. BIASED objects may already
 * be retained and released by any thread: nothing to do. */
static inline void arcrt_rc_publish(arcrt_header *h) {
  if (arcrt_owner_of(h) != 0)
    return;
  int64_t rc = atomic_load_explicit(&h->rc, memory_order_relaxed);
  if (rc > 0)
    atomic_store_explicit(&h->rc, -rc, memory_order_relaxed);
}

#endif /* ARCRT_RC_H */
