/* object.h - the object header as the runtime sees it: the count word (atomic), the destructor
 * word (the destructor's address, with the block's size class in its top byte), the encoding of
 * the LOCAL / SHARED / IMMORTAL states, and the header <-> payload arithmetic. Internal to the
 * runtime; the public mirror of this layout is struct arc_header in arc.h. */
#ifndef ARCRT_OBJECT_H
#define ARCRT_OBJECT_H

#include "arc.h"

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

typedef struct arcrt_header {
  _Atomic int64_t rc;
  /* The destructor's address in bits 0..55, the block's size class (alloc.h; 0: a plain malloc
   * block) in bits 56..63. User-space code addresses on x86-64 (even with 5-level paging) and
   * AArch64 Linux are below 2^56, so the top byte is free; arcrt_block_new asserts it. A static
   * IMMORTAL object's word is 0 (no destructor, never freed). */
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

#define ARCRT_LIKELY(x) __builtin_expect(!!(x), 1)
#define ARCRT_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define ARCRT_HIDDEN __attribute__((visibility("hidden")))
/* The runtime's thread-local state is reached with one %fs-relative access (initial-exec), also
 * from libarcrt.so, whose -fPIC code would otherwise call __tls_get_addr for every access. A
 * program that dlopen()s libarcrt.so late then uses some of the C library's spare static TLS
 * (glibc keeps some for this; the runtime's share is under 300 bytes). */
#define ARCRT_TLS _Thread_local __attribute__((tls_model("initial-exec")))

/* The size class in the destructor word's top byte: only where user-space code addresses are
 * known to leave it free (x86-64, also with 5-level paging, and AArch64 Linux: below 2^56).
 * Elsewhere the word is the plain destructor address and the block cache is off (alloc.h). */
#if defined(__x86_64__) || defined(__aarch64__)
#define ARCRT_CLASS_IN_DESTROY_WORD 1
#define ARCRT_DESTROY_MASK ((UINT64_C(1) << ARCRT_CLASS_SHIFT) - 1)
#else
#define ARCRT_CLASS_IN_DESTROY_WORD 0
#define ARCRT_DESTROY_MASK UINTPTR_MAX
#endif
#define ARCRT_CLASS_SHIFT 56

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

/* alloc.h (inline) and alloc.c: arcrt_block_new and arcrt_block_free, where blocks come from
 * and go back to. */

/* destroy.c: runs the destructor of an object whose count just reached zero, then disposes of
 * it, iteratively (objects released to zero by destructors are queued, not recursed into). */
ARCRT_HIDDEN void arcrt_destroy(arcrt_header *h);

/* What happens to a block after its destructor ran: freed (default build), or quarantined
 * (checking build, check_api.c). */
ARCRT_HIDDEN void arcrt_dispose(arcrt_header *h);

#endif /* ARCRT_OBJECT_H */
