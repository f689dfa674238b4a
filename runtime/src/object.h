/* object.h - the object header as the runtime sees it: the count word (atomic; for a BIASED
 * object two 32-bit halves), the destructor word (the destructor's address, the owner thread of a
 * BIASED object, the block's size class), the encoding of the LOCAL / SHARED / BIASED / IMMORTAL
 * states, and the header <-> payload arithmetic. Internal to the runtime; the public mirror of
 * this layout is struct arc_header in arc.h. */
#ifndef ARCRT_OBJECT_H
#define ARCRT_OBJECT_H

#include "arc.h"

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

typedef struct arcrt_header {
  union {
    /* LOCAL, SHARED, IMMORTAL, and dead (0): one signed word, arc.h's encoding. */
    _Atomic int64_t rc;
    /* BIASED (the destructor word names an owner): the count is (owned + shared) mod 2^32.
     * `owned` (the low half) counts the allocation and the owner thread's retains; only the
     * owner changes it, with plain 32-bit stores, and it only grows. `shared` (the high half)
     * counts every other thread's retains minus every release, by any thread, changed by
     * atomic adds to the whole word `rc`. rc.h has the protocol and the argument for it. */
    struct {
      _Atomic uint32_t owned;
      _Atomic uint32_t shared;
    } biased;
  };
  /* Bits 0..47: the destructor's address. Bits 48..55: the owner thread of a BIASED object
   * (owner.h: 1..ARCRT_OWNER_MAX; ARCRT_OWNER_IMMORTAL once its count saturated), 0 for every
   * other state. Bits 56..63: the block's size class (alloc.h; 0: a plain malloc block).
   * User-space code addresses on x86-64 and AArch64 Linux are below 2^48 (the kernels hand out
   * higher ones only to programs that ask for them); arcrt_block_new asserts it. A static
   * IMMORTAL object's word is 0 (no destructor, never freed). Written when the object is
   * allocated; afterwards only a saturating count changes it (an atomic or of the owner bits),
   * so the retain and release paths read it with relaxed atomic loads. */
  uintptr_t destroy_word;
} arcrt_header;

_Static_assert(sizeof(long) == 8 && sizeof(void *) == 8, "arcrt needs an LP64 target");
_Static_assert(sizeof(arcrt_header) == ARC_HEADER_SIZE, "header must be 16 bytes");
_Static_assert(sizeof(struct arc_header) == ARC_HEADER_SIZE, "public header must be 16 bytes");
_Static_assert(offsetof(arcrt_header, destroy_word) == offsetof(struct arc_header, destroy),
               "public and internal header layouts differ");
/* The count word must be lock-free: an _Atomic that falls back to a lock would take it in every
 * retain and release. The macro of the type int64_t really is (long on LP64 Linux, long long on
 * some other targets); the word's size is pinned by the layout asserts above. */
#define ARCRT_COUNT_WORD_LOCK_FREE                                                                 \
  _Generic((int64_t)0, long: ATOMIC_LONG_LOCK_FREE, long long: ATOMIC_LLONG_LOCK_FREE)
_Static_assert(ARCRT_COUNT_WORD_LOCK_FREE == 2, "the atomic count word must always be lock-free");

#define ARCRT_IMMORTAL_MAX ((int64_t)ARC_RC_IMMORTAL_MAX)
#define ARCRT_IMMORTAL ((int64_t)ARC_RC_IMMORTAL)
/* The count at which every object becomes IMMORTAL (arc.h, "Saturation"; rc.h). */
#define ARCRT_SATURATION ((int64_t)ARC_COUNT_SATURATION)

#define ARCRT_LIKELY(x) __builtin_expect(!!(x), 1)
#define ARCRT_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define ARCRT_HIDDEN __attribute__((visibility("hidden")))
/* The runtime's thread-local state is reached with one %fs-relative access (initial-exec), also
 * from libarcrt.so, whose -fPIC code would otherwise call __tls_get_addr for every access. A
 * program that dlopen()s libarcrt.so late then uses some of the C library's spare static TLS
 * (glibc keeps some for this; the runtime's share is under 300 bytes). */
#define ARCRT_TLS _Thread_local __attribute__((tls_model("initial-exec")))

/* The owner and the size class in the destructor word's top two bytes: only where user-space
 * code addresses are known to leave them free (x86-64 and AArch64 Linux: below 2^48 unless a
 * program maps code higher on purpose), little-endian (arcrt_owner_of loads one byte).
 * Elsewhere the word is the plain destructor address, the block cache is off (alloc.h) and
 * arc_alloc makes SHARED objects. */
#if (defined(__x86_64__) || defined(__aarch64__)) && defined(__ORDER_LITTLE_ENDIAN__) &&           \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define ARCRT_CLASS_IN_DESTROY_WORD 1
#define ARCRT_DESTROY_MASK ((UINT64_C(1) << ARCRT_OWNER_SHIFT) - 1)
#else
#define ARCRT_CLASS_IN_DESTROY_WORD 0
#define ARCRT_DESTROY_MASK UINTPTR_MAX
#endif
#define ARCRT_OWNER_SHIFT 48
#define ARCRT_CLASS_SHIFT 56
/* BIASED objects (rc.h) exist where the owner fits in the destructor word, unless a build turns
 * them off (ARCRT_NO_BIAS: the comparison builds of bench/alloc_paths). */
#if ARCRT_CLASS_IN_DESTROY_WORD && !defined(ARCRT_NO_BIAS)
#define ARCRT_BIASED 1
#else
#define ARCRT_BIASED 0
#endif
/* Owner numbers (owner.h): 0 is "not BIASED", 255 "BIASED, saturated: IMMORTAL from now on". */
#define ARCRT_OWNER_IMMORTAL 255u
#define ARCRT_OWNER_MAX 254u

static inline arcrt_header *arcrt_header_of(const void *payload) {
  return (arcrt_header *)((char *)(uintptr_t)payload - ARC_HEADER_SIZE);
}

static inline void *arcrt_payload_of(arcrt_header *h) { return (char *)h + ARC_HEADER_SIZE; }

static inline void (*arcrt_destructor_of(const arcrt_header *h))(void *) {
  return (void (*)(void *))(h->destroy_word & ARCRT_DESTROY_MASK);
}
static inline unsigned arcrt_size_class_of(const arcrt_header *h) {
  return ARCRT_CLASS_IN_DESTROY_WORD ? (unsigned)(h->destroy_word >> ARCRT_CLASS_SHIFT) : 0;
}

/* The owner field of a header: 0 unless the object is BIASED. Biasing needs the spare bits of
 * the destructor word, so it exists where the size class does. */
static inline unsigned arcrt_owner_of(const arcrt_header *h) {
#if ARCRT_CLASS_IN_DESTROY_WORD
  /* One byte load (little-endian: bits 48..55 are byte 6 of the word). */
  return __atomic_load_n((const unsigned char *)&h->destroy_word + ARCRT_OWNER_SHIFT / 8,
                         __ATOMIC_RELAXED);
#else
  (void)h;
  return 0;
#endif
}

/* The count in a BIASED word: owned + shared, modulo 2^32 (rc.h). */
static inline uint32_t arcrt_biased_sum(uint64_t word) {
  return (uint32_t)word + (uint32_t)(word >> 32);
}

/* A BIASED object's count: both halves of one load of the word. */
static inline uint32_t arcrt_biased_count(arcrt_header *h) {
  return arcrt_biased_sum((uint64_t)atomic_load_explicit(&h->rc, memory_order_acquire));
}

/* The states of the count word of an object that is not BIASED. */
static inline int arcrt_is_local(int64_t rc) { return rc > 0; }
static inline int arcrt_is_immortal(int64_t rc) { return rc <= ARCRT_IMMORTAL_MAX; }
static inline int arcrt_is_shared(int64_t rc) { return rc < 0 && rc > ARCRT_IMMORTAL_MAX; }

/* Logical count of a word of an object that is not BIASED: LOCAL n -> n, SHARED -n -> n,
 * IMMORTAL -> ARC_COUNT_IMMORTAL. */
static inline long arcrt_logical_count(int64_t rc) {
  if (rc >= 0)
    return (long)rc;
  if (arcrt_is_immortal(rc))
    return ARC_COUNT_IMMORTAL;
  return (long)-rc;
}

/* The logical count of any live object (arc_count). */
static inline long arcrt_count_of(arcrt_header *h) {
  unsigned owner = arcrt_owner_of(h);
  if (owner == 0)
    return arcrt_logical_count(atomic_load_explicit(&h->rc, memory_order_acquire));
  if (owner == ARCRT_OWNER_IMMORTAL)
    return ARC_COUNT_IMMORTAL;
  return (long)arcrt_biased_count(h);
}

/* 1 if the live object's count is exactly 1 (arc_is_unique). */
static inline int arcrt_is_unique_object(arcrt_header *h) {
  unsigned owner = arcrt_owner_of(h);
  if (owner == 0) {
    int64_t rc = atomic_load_explicit(&h->rc, memory_order_acquire);
    return rc == 1 || rc == -1;
  }
  return owner != ARCRT_OWNER_IMMORTAL && arcrt_biased_count(h) == 1;
}

/* The count word of a new BIASED object: owned 1, shared 0 (the halves in memory order). */
#define ARCRT_BIASED_NEW ((int64_t)1)

/* The count word of a new object from arc_alloc: BIASED towards `owner`, or SHARED (-1, count 1)
 * when the thread has no owner number (0). */
static inline int64_t arcrt_new_object_word(unsigned owner) {
  return owner ? ARCRT_BIASED_NEW : -1;
}

/* Cross-file internals (hidden from the shared library's symbol table). */

/* alloc.h (inline) and alloc.c: arcrt_block_new and arcrt_block_free, where blocks come from
 * and go back to. */

/* destroy.c: runs the destructor of an object whose count just reached zero, then disposes of
 * it, iteratively (objects released to zero by destructors are queued, not recursed into). */
ARCRT_HIDDEN void arcrt_destroy(arcrt_header *h);

/* What happens to a block after its destructor ran: freed (default build), or quarantined
 * (checking build, check_api.c). */
ARCRT_HIDDEN void arcrt_dispose(arcrt_header *h);

#endif /* ARCRT_OBJECT_H */
