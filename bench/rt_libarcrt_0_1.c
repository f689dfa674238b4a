/* rt_libarcrt_0_1.c - libarcrt as it was before owner-biased counting (0.1: one signed count word,
 * LOCAL > 0 plain, SHARED < 0 atomic, IMMORTAL band; the destructor in the second word; blocks
 * from malloc), frozen in one file for the benchmark only: `make bench` builds the rows against
 * it and against today's libarcrt in the same run, so that every row can be compared with the
 * runtime before the change. Same API names and 16-byte header size; the layout of the second
 * word differs, which no benchmark row reads. */
#include <arc.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct arcrt_header {
  _Atomic int64_t rc;
  void (*destroy)(void *payload);
} arcrt_header;
_Static_assert(sizeof(arcrt_header) == ARC_HEADER_SIZE, "header must be 16 bytes");

#define ARCRT_IMMORTAL_MAX ((int64_t)ARC_RC_IMMORTAL_MAX)
#define ARCRT_IMMORTAL ((int64_t)ARC_RC_IMMORTAL)
#define ARCRT_LIKELY(x) __builtin_expect(!!(x), 1)
#define ARCRT_UNLIKELY(x) __builtin_expect(!!(x), 0)

static arcrt_header *arcrt_header_of(const void *payload) {
  return (arcrt_header *)((char *)(uintptr_t)payload - ARC_HEADER_SIZE);
}
static void *arcrt_payload_of(arcrt_header *h) { return (char *)h + ARC_HEADER_SIZE; }
static int arcrt_is_immortal(int64_t rc) { return rc <= ARCRT_IMMORTAL_MAX; }
static long arcrt_logical_count(int64_t rc) {
  if (rc >= 0)
    return (long)rc;
  if (arcrt_is_immortal(rc))
    return ARC_COUNT_IMMORTAL;
  return (long)-rc;
}
void arcrt_destroy(arcrt_header *h);

/* ---- rc.h of 0.1 ---- */
static inline void arcrt_rc_retain_shared(arcrt_header *h) {
#if 0
  int64_t old = atomic_load_explicit(&h->rc, memory_order_relaxed);
  atomic_store_explicit(&h->rc, old - 1, memory_order_relaxed);
#else
  int64_t old = atomic_fetch_sub_explicit(&h->rc, 1, memory_order_relaxed);
#endif
  if (ARCRT_UNLIKELY(old <= ARCRT_IMMORTAL_MAX + 1))
    atomic_store_explicit(&h->rc, ARCRT_IMMORTAL, memory_order_relaxed);
}

/* SHARED release: one atomic add with release order, so that this thread's writes to the
 * payload happen before the destructor's reads; the thread that drops the last reference pairs
 * it with an acquire fence. Returns 1 when the count reached zero. */
static inline int arcrt_rc_release_shared(arcrt_header *h) {
#if 0
  int64_t old = atomic_load_explicit(&h->rc, memory_order_relaxed);
  atomic_store_explicit(&h->rc, old + 1, memory_order_relaxed);
#elif 0
  /* ThreadSanitizer does not model stand-alone fences; acq_rel on the add is the same ordering
   * for the thread that destroys, and lets TSan see it. */
  int64_t old = atomic_fetch_add_explicit(&h->rc, 1, memory_order_acq_rel);
#else
  int64_t old = atomic_fetch_add_explicit(&h->rc, 1, memory_order_release);
#endif
  if (old != -1)
    return 0;
#if 1
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
  if (rc > ARCRT_IMMORTAL_MAX) /* SHARED (0, a dead object, is the caller's bug) */
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
  if (rc > ARCRT_IMMORTAL_MAX)
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

/* ---- alloc.c, destroy.c, api.c of 0.1 ---- */
/* noinline where 0.1 had the function in another file of the archive: the same calls. */
__attribute__((noinline)) static arcrt_header *arcrt_block_new(size_t size, void (*destroy)(void *),
                                                               int64_t rc) {
  if (size > SIZE_MAX - ARC_HEADER_SIZE)
    return NULL;
  arcrt_header *h = malloc(ARC_HEADER_SIZE + size);
  if (!h)
    return NULL;
  atomic_init(&h->rc, rc);
  h->destroy = destroy;
  return h;
}

__attribute__((noinline)) static void arcrt_block_free(arcrt_header *h) { free(h); }
__attribute__((noinline)) static void arcrt_dispose(arcrt_header *h) { arcrt_block_free(h); }

static _Thread_local arcrt_header *pending; /* objects waiting for their destructor */
static _Thread_local int draining;          /* this thread is inside the loop below */

__attribute__((noinline)) void arcrt_destroy(arcrt_header *h) {
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

void *arc_alloc(size_t size, void (*destroy)(void *)) {
  arcrt_header *h = arcrt_block_new(size, destroy, -1);
  return h ? arcrt_payload_of(h) : NULL;
}

void *arc_alloc_local(size_t size, void (*destroy)(void *)) {
  arcrt_header *h = arcrt_block_new(size, destroy, 1);
  return h ? arcrt_payload_of(h) : NULL;
}

void *arc_retain(void *p) {
  if (ARCRT_LIKELY(p != NULL))
    arcrt_rc_retain(arcrt_header_of(p));
  return p;
}

void arc_release(void *p) {
  if (ARCRT_LIKELY(p != NULL) && arcrt_rc_release(arcrt_header_of(p)))
    arcrt_destroy(arcrt_header_of(p));
}

/* The _local entries have the same code: they honour the state word, so a LOCAL object gets the
 * plain operation either way. Their names carry the pass's claim, which the checking build
 * verifies. */
void *arc_retain_local(void *p) {
  if (ARCRT_LIKELY(p != NULL))
    arcrt_rc_retain(arcrt_header_of(p));
  return p;
}

void arc_release_local(void *p) {
  if (ARCRT_LIKELY(p != NULL) && arcrt_rc_release(arcrt_header_of(p)))
    arcrt_destroy(arcrt_header_of(p));
}

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
