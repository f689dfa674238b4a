/* rc.h - the count-word state machine shared by every build: retain, release and publish on one
 * header, with the LOCAL / SHARED / IMMORTAL dispatch and the overflow saturation described in
 * arc.h. Inline so that each public entry compiles to a single short function. */
#ifndef ARCRT_RC_H
#define ARCRT_RC_H

#include "asserts.h"

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

/* SHARED retain: one relaxed atomic subtract. If that pushed the word into the IMMORTAL band
 * (2^62 references), park it in the middle of the band; see "Overflow" in arc.h for why a plain
 * store is enough. */
static inline void arcrt_rc_retain_shared(arcrt_header *h) {
  int64_t old = arcrt_shared_decrement(h, memory_order_relaxed);
  if (ARCRT_UNLIKELY(old <= ARCRT_IMMORTAL_MAX + 1))
    atomic_store_explicit(&h->rc, ARCRT_IMMORTAL, memory_order_relaxed);
}

/* SHARED release: one atomic add with release order, so that this thread's writes to the
 * payload happen before the destructor's reads; the thread that drops the last reference pairs
 * it with an acquire fence. ThreadSanitizer does not model stand-alone fences: under TSan the
 * add is acq_rel instead, the same ordering for the thread that destroys, which TSan sees.
 * Returns 1 when the count reached zero. */
static inline int arcrt_rc_release_shared(arcrt_header *h) {
  int64_t old = arcrt_shared_increment(h, ARCRT_TSAN ? memory_order_acq_rel : memory_order_release);
  if (old != -1)
    return 0;
#if !ARCRT_TSAN
  atomic_thread_fence(memory_order_acquire);
#endif
  return 1;
}

static inline void arcrt_rc_retain(arcrt_header *h) {
  int64_t rc = atomic_load_explicit(&h->rc, memory_order_relaxed);
  if (ARCRT_LIKELY(rc > 0)) {
    /* LOCAL: plain increment. INT64_MAX + 1 wraps to INT64_MIN, inside the IMMORTAL band. */
    atomic_store_explicit(&h->rc, (int64_t)((uint64_t)rc + 1), memory_order_relaxed);
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
static inline int arcrt_rc_release_unique(arcrt_header *h) {
#if !ARCRT_TSAN
  atomic_thread_fence(memory_order_acquire);
#endif
  atomic_store_explicit(&h->rc, 0, memory_order_relaxed);
  return 1;
}

/* Returns 1 when this release dropped the last reference; the caller then destroys. */
static inline int arcrt_rc_release(arcrt_header *h) {
  int64_t rc =
      atomic_load_explicit(&h->rc, ARCRT_TSAN ? memory_order_acquire : memory_order_relaxed);
  if (ARCRT_LIKELY(rc > 0)) {
    /* LOCAL: plain decrement; the last one leaves the word 0 (dead). */
    atomic_store_explicit(&h->rc, rc - 1, memory_order_relaxed);
    return rc == 1;
  }
  if (rc == -1) /* SHARED, count 1: the caller's is the only reference */
    return arcrt_rc_release_unique(h);
  ARCRT_ASSERT_EXPENSIVE(rc != 0); /* dead: released once too often */
  if (rc > ARCRT_IMMORTAL_MAX)     /* SHARED */
    return arcrt_rc_release_shared(h);
  return 0; /* IMMORTAL: not written. */
}

/* LOCAL -> SHARED keeps the count: n becomes -n. Only the owner calls it, before sharing, so a
 * plain store is enough; the hand-over to the other thread orders it. */
static inline void arcrt_rc_publish(arcrt_header *h) {
  int64_t rc = atomic_load_explicit(&h->rc, memory_order_relaxed);
  if (rc > 0)
    atomic_store_explicit(&h->rc, -rc, memory_order_relaxed);
}

#endif /* ARCRT_RC_H */
