/* rt_libarcrt_before.c - libarcrt as it was before issue #15 (commit 75f6f0b: blocks straight
 * from malloc and free, general-dynamic TLS in -fPIC code, three atomic operations in row D),
 * frozen in one file for the benchmark only: `make bench` builds the rows against it and against
 * today's libarcrt in the same run, so that every row can be compared with the runtime before the
 * change. The runtime's headers and sources of that commit, concatenated (their own includes of
 * each other removed); same API names and header layout as libarcrt. Built with -fPIC like the
 * library. Not installed, not tested beyond the benchmark's own result checks. */
#include <arc.h>

/* ---- runtime/src/object.h at 75f6f0b ---- */
/* object.h - the object header as the runtime sees it: the count word (atomic), the destructor,
 * the encoding of the LOCAL / SHARED / IMMORTAL states, and the header <-> payload arithmetic.
 * Internal to the runtime; the public mirror of this layout is struct arc_header in arc.h. */
#ifndef ARCRT_OBJECT_H
#define ARCRT_OBJECT_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

typedef struct arcrt_header {
  _Atomic int64_t rc;
  void (*destroy)(void *payload);
} arcrt_header;

_Static_assert(sizeof(long) == 8 && sizeof(void *) == 8, "arcrt needs an LP64 target");
_Static_assert(sizeof(arcrt_header) == ARC_HEADER_SIZE, "header must be 16 bytes");
_Static_assert(sizeof(struct arc_header) == ARC_HEADER_SIZE, "public header must be 16 bytes");
_Static_assert(offsetof(arcrt_header, destroy) == offsetof(struct arc_header, destroy),
               "public and internal header layouts differ");
/* The count word must be lock-free: an _Atomic that falls back to a lock would take it in every
 * retain and release. The macro of the type int64_t really is (long on LP64 Linux, long long on
 * some other targets); the word's size is pinned by the layout asserts above. */
#define ARCRT_COUNT_WORD_LOCK_FREE                                                                 \
  _Generic((int64_t)0, long: ATOMIC_LONG_LOCK_FREE, long long: ATOMIC_LLONG_LOCK_FREE)
_Static_assert(ARCRT_COUNT_WORD_LOCK_FREE == 2, "the atomic count word must always be lock-free");

#define ARCRT_IMMORTAL_MAX ((int64_t)ARC_RC_IMMORTAL_MAX)
#define ARCRT_IMMORTAL ((int64_t)ARC_RC_IMMORTAL)

#define ARCRT_LIKELY(x) __builtin_expect(!!(x), 1)
#define ARCRT_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define ARCRT_HIDDEN __attribute__((visibility("hidden")))

static inline arcrt_header *arcrt_header_of(const void *payload) {
  return (arcrt_header *)((char *)(uintptr_t)payload - ARC_HEADER_SIZE);
}

static inline void *arcrt_payload_of(arcrt_header *h) { return (char *)h + ARC_HEADER_SIZE; }

static inline int arcrt_is_local(int64_t rc) { return rc > 0; }
static inline int arcrt_is_immortal(int64_t rc) { return rc <= ARCRT_IMMORTAL_MAX; }
static inline int arcrt_is_shared(int64_t rc) { return rc < 0 && rc > ARCRT_IMMORTAL_MAX; }

/* Logical count of a word: LOCAL n -> n, SHARED -n -> n, IMMORTAL -> ARC_COUNT_IMMORTAL. */
static inline long arcrt_logical_count(int64_t rc) {
  if (rc >= 0)
    return (long)rc;
  if (arcrt_is_immortal(rc))
    return ARC_COUNT_IMMORTAL;
  return (long)-rc;
}

/* Cross-file internals (hidden from the shared library's symbol table). */

/* alloc.c: a block with header initialised to (rc, destroy); NULL when out of memory. */
ARCRT_HIDDEN arcrt_header *arcrt_block_new(size_t size, void (*destroy)(void *), int64_t rc);
ARCRT_HIDDEN void arcrt_block_free(arcrt_header *h);

/* destroy.c: runs the destructor of an object whose count just reached zero, then disposes of
 * it, iteratively (objects released to zero by destructors are queued, not recursed into). */
ARCRT_HIDDEN void arcrt_destroy(arcrt_header *h);

/* What happens to a block after its destructor ran: freed (default build), or quarantined
 * (checking build, check_api.c). */
ARCRT_HIDDEN void arcrt_dispose(arcrt_header *h);

#endif /* ARCRT_OBJECT_H */

/* ---- runtime/src/asserts.h at 75f6f0b ---- */
/* asserts.h - the runtime's own assertions, in two tiers chosen when a library is built
 * (ARCRT_ASSERT_LEVEL, after mimalloc's MI_DEBUG levels):
 *
 *   ARCRT_ASSERT(cond)            level >= 1, every build (1 is the default). Cheap: O(1), and
 *                                 never on the retain/release fast paths, which keep exactly
 *                                 their instructions (destruction is not one of them).
 *   ARCRT_ASSERT_EXPENSIVE(cond)  level >= 2, the checking build (libarcrt-check.a). May sit on
 *                                 the fast paths and may cost more than O(1).
 *
 * Level 0 compiles both out; NDEBUG does not (the release builds keep level 1). What can be
 * checked when compiling is a _Static_assert instead (object.h, alloc.c). A failed
 * assertion prints "arcrt: assertion failed: <cond> (<file>:<line>)" and aborts. What each
 * build checks is listed in arc.h ("Builds of this runtime"). */
#ifndef ARCRT_ASSERTS_H
#define ARCRT_ASSERTS_H

#ifndef ARCRT_ASSERT_LEVEL
#define ARCRT_ASSERT_LEVEL 1
#endif

/* asserts.c: prints the failed condition and where it is, then aborts. */
ARCRT_HIDDEN __attribute__((noreturn, cold)) void arcrt_assert_fail(const char *cond,
                                                                    const char *file, int line);

/* The condition is spelled out by the public macros below, before its macros expand. */
#define ARCRT_ASSERT_CHECK_(cond, text)                                                            \
  (ARCRT_LIKELY(cond) ? (void)0 : arcrt_assert_fail(text, __FILE__, __LINE__))
#define ARCRT_ASSERT_NONE_(cond) ((void)sizeof(cond))

#if ARCRT_ASSERT_LEVEL >= 1
#define ARCRT_ASSERT(cond) ARCRT_ASSERT_CHECK_(cond, #cond)
#else
#define ARCRT_ASSERT(cond) ARCRT_ASSERT_NONE_(cond)
#endif

#if ARCRT_ASSERT_LEVEL >= 2
#define ARCRT_ASSERT_EXPENSIVE(cond) ARCRT_ASSERT_CHECK_(cond, #cond)
#else
#define ARCRT_ASSERT_EXPENSIVE(cond) ARCRT_ASSERT_NONE_(cond)
#endif

#endif /* ARCRT_ASSERTS_H */

/* ---- runtime/src/rc.h at 75f6f0b ---- */
/* rc.h - the count-word state machine shared by every build: retain, release and publish on one
 * header, with the LOCAL / SHARED / IMMORTAL dispatch and the overflow saturation described in
 * arc.h. Inline so that each public entry compiles to a single short function. */
#ifndef ARCRT_RC_H
#define ARCRT_RC_H

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

/* Returns 1 when this release dropped the last reference; the caller then destroys. */
static inline int arcrt_rc_release(arcrt_header *h) {
  int64_t rc = atomic_load_explicit(&h->rc, memory_order_relaxed);
  if (ARCRT_LIKELY(rc > 0)) {
    /* LOCAL: plain decrement; the last one leaves the word 0 (dead). */
    atomic_store_explicit(&h->rc, rc - 1, memory_order_relaxed);
    return rc == 1;
  }
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

/* ---- runtime/src/asserts.c at 75f6f0b ---- */
/* asserts.c - what a failed ARCRT_ASSERT or ARCRT_ASSERT_EXPENSIVE does (asserts.h): one line on
 * stderr naming the condition and where it is, then abort. */

#include <stdio.h>
#include <stdlib.h>

void arcrt_assert_fail(const char *cond, const char *file, int line) {
  fflush(stdout);
  fprintf(stderr, "arcrt: assertion failed: %s (%s:%d)\n", cond, file, line);
  abort();
}

/* ---- runtime/src/alloc.c at 75f6f0b ---- */
/* alloc.c - where object memory comes from and goes back to: the C library's malloc and free.
 * The header sits in the first 16 bytes of the block, so the payload keeps malloc's 16-byte
 * alignment. */

#include <stdlib.h>

/* malloc aligns every block for max_align_t: at least 16 bytes here, so the payload after the
 * 16-byte header is 16-byte aligned as arc.h promises. Checked when compiling, not per block. */
_Static_assert(_Alignof(max_align_t) >= ARC_HEADER_SIZE, "malloc's blocks must be 16-byte aligned");

arcrt_header *arcrt_block_new(size_t size, void (*destroy)(void *), int64_t rc) {
  if (size > SIZE_MAX - ARC_HEADER_SIZE)
    return NULL;
  arcrt_header *h = malloc(ARC_HEADER_SIZE + size);
  if (!h)
    return NULL;
  atomic_init(&h->rc, rc);
  h->destroy = destroy;
  return h;
}

void arcrt_block_free(arcrt_header *h) { free(h); }

/* ---- runtime/src/destroy.c at 75f6f0b ---- */
/* destroy.c - iterative destruction. The first object of a thread to reach count zero is
 * destroyed here in a loop; any object that a destructor releases to zero meanwhile is pushed
 * on a thread-local pending list instead of being destroyed recursively, and the loop picks it
 * up next. The link lives in the dead object's count word (nobody may read it any more), so the
 * list costs no memory and the stack stays flat however long a chain of objects is. */

static _Thread_local arcrt_header *pending; /* objects waiting for their destructor */
static _Thread_local int draining;          /* this thread is inside the loop below */

void arcrt_destroy(arcrt_header *h) {
  /* Only an object whose last reference is gone is destroyed: its word is 0 (dead). */
  ARCRT_ASSERT(atomic_load_explicit(&h->rc, memory_order_relaxed) == 0);
  if (draining) {
    atomic_store_explicit(&h->rc, (int64_t)(intptr_t)pending, memory_order_relaxed);
    pending = h;
    return;
  }
  draining = 1;
  for (;;) {
    if (h->destroy)
      h->destroy(arcrt_payload_of(h));
    arcrt_dispose(h);
    h = pending;
    if (!h)
      break;
    pending = (arcrt_header *)(intptr_t)atomic_load_explicit(&h->rc, memory_order_relaxed);
    atomic_store_explicit(&h->rc, 0, memory_order_relaxed); /* dead again, not a link */
  }
  draining = 0;
}

/* ---- runtime/src/api.c at 75f6f0b ---- */
/* api.c - the public entry points of the default build (libarcrt.a, libarcrt.so and the
 * sanitizer and sabotage variants): a NULL test, then the count-word state machine of rc.h.
 * Nothing here takes a lock. */

void *arc_alloc(size_t size, void (*destroy)(void *)) {
  arcrt_header *h = arcrt_block_new(size, destroy, -1);
  return h ? arcrt_payload_of(h) : NULL;
}

void *arc_alloc_local(size_t size, void (*destroy)(void *)) {
  arcrt_header *h = arcrt_block_new(size, destroy, 1);
  return h ? arcrt_payload_of(h) : NULL;
}

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
  return arcrt_logical_count(atomic_load_explicit(&arcrt_header_of(p)->rc, memory_order_acquire));
}

int arc_is_unique(const void *p) {
  if (!p)
    return 0;
  int64_t rc = atomic_load_explicit(&arcrt_header_of(p)->rc, memory_order_acquire);
  return rc == 1 || rc == -1;
}
