/* object.h - the object header as the runtime sees it: the owner word and the shared word, the
 * bit fields packed into them, the per-thread state every entry point reads, and the
 * header <-> payload arithmetic. Internal to the runtime; the public mirror of this layout is
 * struct arc_header in arc.h, and docs/runtime.md explains the states and the merge protocol.
 *
 *   owner word  (offset 0)  IMMORTAL when <= ARC_RC_IMMORTAL_MAX (static objects, compilers);
 *                           else  destructor << 15 | biased count (15 bits). Written only by the
 *                           owner thread, with plain loads and stores (relaxed atomics: the
 *                           same instructions, but other threads may read it without a race).
 *   shared word (offset 8)  count (42 bits, signed) << 22 | owner tag (16 bits) << 6 |
 *                           size class (4 bits) << 2 | QUEUED << 1 | MERGED. Updated by every
 *                           other thread with atomic read-modify-writes.
 */
#ifndef ARCRT_OBJECT_H
#define ARCRT_OBJECT_H

#include "arc.h"

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

typedef struct arcrt_header {
  _Atomic int64_t rc;      /* the owner word */
  _Atomic uint64_t shared; /* the shared word */
} arcrt_header;

_Static_assert(sizeof(long) == 8 && sizeof(void *) == 8, "arcrt needs an LP64 target");
_Static_assert(sizeof(arcrt_header) == ARC_HEADER_SIZE, "header must be 16 bytes");
_Static_assert(sizeof(struct arc_header) == ARC_HEADER_SIZE, "public header must be 16 bytes");
_Static_assert(offsetof(arcrt_header, shared) == offsetof(struct arc_header, shared),
               "public and internal header layouts differ");
_Static_assert(sizeof(_Atomic int64_t) == sizeof(int64_t), "atomic count word must be lock-free");

#define ARCRT_IMMORTAL_MAX ((int64_t)ARC_RC_IMMORTAL_MAX)
#define ARCRT_IMMORTAL ((int64_t)ARC_RC_IMMORTAL)

/* Owner word: the owner's biased count in the low 15 bits, the destructor above it. */
#define ARCRT_BIASED_BITS 15
#define ARCRT_BIASED_MAX ((int64_t)((1 << ARCRT_BIASED_BITS) - 1))
#define ARCRT_BIASED_SPILL ((int64_t)1 << (ARCRT_BIASED_BITS - 1)) /* moved to the shared count */
#define ARCRT_DESTROY_LIMIT ((uintptr_t)1 << (63 - ARCRT_BIASED_BITS)) /* 2^48 */

/* Shared word. */
#define ARCRT_MERGED ((uint64_t)1)
#define ARCRT_QUEUED ((uint64_t)2)
#define ARCRT_CLASS_SHIFT 2
#define ARCRT_CLASS_MASK ((uint64_t)0xf << ARCRT_CLASS_SHIFT)
#define ARCRT_TAG_SHIFT 6
#define ARCRT_TAG_BITS 16
#define ARCRT_TAG_MASK ((uint64_t)0xffff << ARCRT_TAG_SHIFT)
#define ARCRT_COUNT_SHIFT 22
#define ARCRT_ONE ((uint64_t)1 << ARCRT_COUNT_SHIFT)
/* What the owner compares with its own tag: the tag and MERGED. QUEUED does not stop the owner. */
#define ARCRT_OWNER_MASK (ARCRT_TAG_MASK | ARCRT_MERGED)
/* Shared counts at or above 2^40 are saturated: the object is IMMORTAL (leaked), and is parked
 * at 1.5 * 2^40, out of reach of the +-1 per thread still in flight. */
#define ARCRT_SAT_MIN ((int64_t)1 << 40)
#define ARCRT_SAT_PARK (((int64_t)3) << 39)

#define ARCRT_LIKELY(x) __builtin_expect(!!(x), 1)
#define ARCRT_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define ARCRT_HIDDEN __attribute__((visibility("hidden")))

static inline int64_t arcrt_count_of(uint64_t s) { return (int64_t)s >> ARCRT_COUNT_SHIFT; }
static inline uint64_t arcrt_tag_bits(uint64_t tag) { return tag << ARCRT_TAG_SHIFT; }
static inline unsigned arcrt_class_of(uint64_t s) {
  return (unsigned)((s & ARCRT_CLASS_MASK) >> ARCRT_CLASS_SHIFT);
}
static inline int arcrt_is_immortal(int64_t w) { return w <= ARCRT_IMMORTAL_MAX; }
static inline void (*arcrt_destroy_fn(int64_t w))(void *) {
  return (void (*)(void *))(uintptr_t)((uint64_t)w >> ARCRT_BIASED_BITS);
}

static inline arcrt_header *arcrt_header_of(const void *payload) {
  return (arcrt_header *)((char *)(uintptr_t)payload - ARC_HEADER_SIZE);
}

static inline void *arcrt_payload_of(arcrt_header *h) { return (char *)h + ARC_HEADER_SIZE; }

/* ---- Per-thread state: one initial-exec TLS block (a %fs-relative access, no call, also in
 * libarcrt.so), so that no entry point pays for __tls_get_addr. ---------------------------- */

#define ARCRT_CLASSES 16        /* size classes 1..15 are cached; 0 = plain malloc */
#define ARCRT_CACHE_LIMIT 128   /* blocks per class a thread keeps */
#define ARCRT_NO_TAG UINT64_MAX /* tag bits of a thread that owns nothing: never matches */

/* A thread's registry record (owner.c). The merge queue comes first: alloc tests it for work. */
enum arcrt_thread_state {
  ARCRT_FRESH = 0, /* has not allocated yet: registers at its first allocation */
  ARCRT_OWNER,     /* has an owner tag and a record (merge queue) */
  ARCRT_UNTAGGED,  /* no tag was left: owns nothing, its objects are born MERGED */
  ARCRT_EXITED,    /* its exit ran: owns nothing any more, its objects are born MERGED */
};

struct merge_node;
typedef struct arcrt_record {
  _Atomic(struct merge_node *) queue; /* objects to merge (a stack); CLOSED once the owner exited */
  /* After the exit: unmerged objects the owner left, minus those other threads merged since.
   * The tag may be given to a new thread when it is 0. */
  _Atomic int64_t live;
  uint64_t tag;
  struct arcrt_record *next_exited;
} arcrt_record;

typedef struct arcrt_thread {
  uint64_t tag_bits;          /* this thread's owner tag << ARCRT_TAG_SHIFT, or ARCRT_NO_TAG */
  arcrt_record *record;       /* its registry record (merge queue), NULL before the first alloc */
  int64_t owned;              /* objects it allocated owned minus those it merged or freed */
  int state;                  /* enum arcrt_thread_state */
  int draining;               /* inside the destruction loop (destroy.c) */
  arcrt_header *pending;      /* objects waiting for their destructor (destroy.c) */
  void *cache[ARCRT_CLASSES]; /* free blocks per size class (alloc.h) */
  uint32_t cached[ARCRT_CLASSES];
} arcrt_thread;

extern _Thread_local arcrt_thread arcrt_self ARCRT_HIDDEN
    __attribute__((tls_model("initial-exec")));

/* Cross-file internals (hidden from the shared library's symbol table). */

/* owner.c: registers the calling thread (its tag, its merge queue, its exit hook); returns its
 * tag bits, or the bits of tag 0 (objects born MERGED) when no tag is left. */
ARCRT_HIDDEN uint64_t arcrt_register_thread(void);
/* owner.c: a non-owner's release made the queue hold its reference: hand h to its owner. */
ARCRT_HIDDEN void arcrt_request_merge(arcrt_header *h, uint64_t shared);
/* owner.c: the owner merges every object queued for it. */
ARCRT_HIDDEN void arcrt_drain_merges(void);

/* owner.c: prints the message and aborts. */
ARCRT_HIDDEN __attribute__((noreturn)) void arcrt_fatal(const char *message);

/* alloc.c: the slow halves of the allocation path in alloc.h. */
ARCRT_HIDDEN void *arcrt_new_object_slow(size_t size, void (*destroy)(void *));
ARCRT_HIDDEN void *arcrt_block_refill(unsigned cls, size_t bytes);
ARCRT_HIDDEN void arcrt_block_spill(arcrt_header *h, unsigned cls);
ARCRT_HIDDEN void arcrt_cache_flush(void);

/* destroy.c: runs the destructor of an object whose count just reached zero, then disposes of
 * it, iteratively (objects released to zero by destructors are queued, not recursed into). */
ARCRT_HIDDEN void arcrt_destroy(arcrt_header *h);

#ifdef ARCRT_CHECKING_BUILD
/* What happens to a block after its destructor ran in the checking build: quarantined
 * (check_api.c). The default build frees it (destroy.c). */
ARCRT_HIDDEN void arcrt_dispose(arcrt_header *h);
/* check_api.c: the checking build's lock, around a thread's exit (its merges change headers,
 * which every checked entry compares with the side table under that lock). */
ARCRT_HIDDEN void arcrt_check_lock(void);
ARCRT_HIDDEN void arcrt_check_unlock(void);
/* owner.c: merges every thread's pending requests (the exit report, under the lock). */
ARCRT_HIDDEN void arcrt_drain_all_queues(void);
#endif

#endif /* ARCRT_OBJECT_H */
