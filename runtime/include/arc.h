/* arc.h - the arcelide reference-counting runtime: the whole public API.
 *
 * Objects are blocks of memory with a 16-byte header in front of the payload. Every function
 * here takes and returns *payload* pointers; the header is never seen by user code. The header
 * holds one count word and the destructor, with the same layout in every build of the runtime
 * (default, checking, sanitizer).
 *
 * States. LOCAL, SHARED and IMMORTAL are encoded in the sign of the count word (the Lean/Koka
 * idea); BIASED objects carry their owner thread's number in the destructor word instead:
 *
 *   LOCAL     word > 0       the object is owned by one thread; the count is the word and is
 *                            updated with plain loads and stores.
 *   SHARED    word < 0       the object may be reachable from several threads; the count is
 *                            -word and is updated with atomic read-modify-writes.
 *   BIASED    an owner       the object may be reachable from several threads; the thread that
 *                            allocated it (its owner) counts its own retains with plain stores
 *                            in the word's low half; every other retain and every release is
 *                            an atomic add to the high half. The count is the sum of the halves
 *                            modulo 2^32.
 *   IMMORTAL  word <= -2^62  the object lives forever; its word is never written again (a
 *                            saturated BIASED object is IMMORTAL by its owner field instead).
 *   (dead)    word == 0      the last reference was released.
 *
 * Transitions: arc_alloc makes a BIASED object with count 1 (a SHARED one where biasing is not
 * available: targets other than x86-64 and AArch64, or a thread that found none of the 254 owner
 * numbers free), arc_alloc_local a LOCAL one; arc_publish turns LOCAL into SHARED (one way). A
 * count that reaches 2^30 saturates into IMMORTAL (see "Saturation" below). ARC_STATIC_IMMORTAL
 * defines IMMORTAL objects in read-only data.
 *
 * Cost: every retain and release tests for NULL, loads the destructor word's owner field, does
 * one relaxed load of the count word and one compare. LOCAL then does a plain store; SHARED does
 * one atomic add (relaxed for retain, release order for release, plus an acquire fence before
 * destroying); BIASED does a plain store for a retain by the owner (and loads the word's other
 * half, to compare the count with the saturation threshold) and one atomic add for any other
 * retain and for a release (acq_rel). Every retain compares the count it leaves with that
 * threshold, a branch taken only at saturation. The release of a SHARED or BIASED object whose
 * count is 1 does no atomic read-modify-write: the caller holds the only reference, so no other
 * thread can touch the count any more, and the release is a plain store of 0 after an acquire load
 * or fence. So a BIASED object that its owner allocates, retains, and releases twice costs one
 * atomic add, where a SHARED one costs two. IMMORTAL does nothing: the test for IMMORTAL comes
 * before any write, so an immortal object's cache line is only ever read and may sit in read-only
 * memory. There is no lock and no compare-and-swap loop in retain, release or free.
 *
 * Memory: objects of up to 240 bytes of payload come from a per-thread cache of free blocks per
 * size class (16-byte steps) in front of malloc; larger ones straight from malloc. Any thread may
 * release any object: its block joins the releasing thread's cache, which keeps at most 64
 * blocks per class and gives the rest, and everything when the thread exits, back to free().
 * docs/runtime.md has the design and the measurements.
 *
 * Destruction: when the count reaches zero, the destructor given at allocation runs on the
 * payload, then the block is freed. A destructor may release other objects (its children).
 * Destruction is iterative: a release that reaches zero while the same thread is already
 * destroying something queues the object instead of recursing, so releasing the head of a list
 * of ten million objects uses constant stack. A destructor must return to the release that ran
 * it: it must not call exit(), end its thread, longjmp() out or wait for ever (the destruction
 * loop keeps state across the call, and arc-elide moves a loop's release to the loop's exit on
 * this promise). The checking build reports a destructor that exits or ends its thread, and one
 * left by longjmp() when the process or thread ends (ARC_CHECK_DESTRUCTORS_RETURN=0 turns this
 * off).
 *
 * Threads: SHARED and BIASED objects may be retained and released from any thread, in any order,
 * before or after the thread that allocated them exits (a BIASED object's owner number is handed
 * to the next thread that allocates, which continues the exited owner's counts; a thread holds
 * its number from its first arc_alloc to its exit). A LOCAL object must only be touched
 * (retained, released, published, observed) by the thread that allocated it. Before handing it
 * to another thread, that thread calls arc_publish; the hand-over itself (pthread_create, a
 * mutex, a release store) orders the two. The checking build (libarcrt-check.a) aborts when a
 * LOCAL object is touched by another thread. A signal handler must not retain or release an
 * object that the code it interrupted may be counting in the same thread: the plain paths (LOCAL,
 * and a BIASED object's owner) are a load and a store, and an update in between would be lost. The
 * runtime uses one pthread key (for its work at thread exit), created when the library is loaded,
 * whatever the program calls: which entries a program uses does not change the keys left for it.
 *
 * Saturation: an object whose count reaches ARC_COUNT_SATURATION (2^30) becomes IMMORTAL, and
 * one whose count stays below it never does. The rule is the same in every state (LOCAL, SHARED,
 * BIASED), every build (the checking build included) and through every retain entry (arc_retain,
 * arc_retain_local, a BIASED object's owner's plain path and every other thread's atomic one):
 * the retain that takes the count to the threshold saturates the object, so neither the state an
 * object got (arc_alloc or arc_alloc_local) nor how many retains and releases brought the count
 * there changes whether, or at which count, it becomes IMMORTAL. A saturated object is leaked
 * (its destructor never runs), the price of 2^30 references. One exception, for races only: when
 * a BIASED object's owner and another thread retain it at the same moment as the count reaches
 * the threshold, both retains may miss it; the object then saturates at the next retain that
 * finds the count at the threshold or above, or not at all if releases bring it below first.
 * LOCAL and SHARED objects (those the arc-elide pass makes LOCAL included) follow the rule
 * exactly, and BIASED ones do outside that race. How the IMMORTAL state is entered without a
 * CAS: every retain/release first loads the word (or a BIASED object's owner field) and writes
 * nothing if it is IMMORTAL, so the only writes that can still land are from calls that loaded
 * it just before: at most one pending +-1 per running thread. A saturating LOCAL or SHARED
 * object's word is set to the middle of the IMMORTAL band, 2^61 away from either edge, so such
 * stragglers can never move it out; a BIASED object's owner field says IMMORTAL, and stragglers
 * change its word by a few, far from zero.
 *
 * Builds of this runtime (all with this header):
 *   libarcrt.a / libarcrt.so  the default build; never takes a lock. It checks only what needs
 *                             no extra load, atomic or lock on the retain/release paths:
 *                             - A release that finds the count already zero prints one line,
 *                               "arcrt: count below zero: a release of 0x... (double release?),
 *                               called from ..." (the caller, and the address to give addr2line)
 *                               and aborts. It is seen when the object's block has not been
 *                               reused yet: a release after the last one while the destructor
 *                               runs, or after it, while the block (up to 240 bytes of payload)
 *                               sits in a thread's block cache, where its count word stays zero.
 *                               The check is a compare of the value a SHARED or BIASED release's
 *                               atomic returns (2 instructions more there, none for LOCAL).
 *                             - An object about to be destroyed must have a dead count word (if
 *                               not, the runtime has a bug or the header was overwritten):
 *                               "arcrt: assertion failed: ..." and abort.
 *                             It does not detect: a release that leaves other references (the
 *                             count goes down early; the real last release then finds the count
 *                             zero, and is reported, if the block is still cached); a release
 *                             of an object whose block went back to malloc (larger objects, a
 *                             full cache, a thread that exited) or was handed out again (the
 *                             release then drops a reference of the new object); two threads
 *                             releasing an object's only reference at once; a retain of a
 *                             dead object; LOCAL objects used by another thread; pointers that
 *                             are not arc objects. The checking build below finds all of these.
 *   libarcrt-check.a          checking build: same layout, plus side tables under a mutex.
 *                             Aborts with a message starting "arc-check:" that names the object
 *                             address, the operation and the threads on: a count going below
 *                             zero (double release, release during destruction), use of a
 *                             freed object (freed blocks are quarantined so their addresses are
 *                             not reused soon), a LOCAL object touched by a thread other than
 *                             its owner, and a pointer that is not an arc object. The message
 *                             names the call site (the caller's symbol where the dynamic symbol
 *                             table has it, and an addr2line command that gives the source
 *                             line) and, for an object already freed, the release that freed
 *                             it; ARC_CHECK_BACKTRACE=1 adds the stack.
 *                             With ARC_CHECK_LEAKS=1 in the environment it reports the objects
 *                             still live at exit (with their arc_alloc call sites) and then
 *                             exits with status 1 if there are any
 *                             ("arc-check: no leaks ..." otherwise).
 *                             Besides the default build's checks it has the expensive
 *                             assertion tier: no retain may reach a dead count word (a
 *                             backstop: the side table reports such calls first, by name).
 *   libarcrt-tsan.a / libarcrt-asan.a   the default build, and its check, under ThreadSanitizer /
 *                             AddressSanitizer+UBSan, for programs built with the same flags.
 */
#ifndef ARC_H
#define ARC_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) || defined(__clang__)
#define ARC_API __attribute__((visibility("default")))
#else
#define ARC_API
#endif

/* ARC_NOTHROW: no entry point unwinds, so a compiler building C++ (or C with -fexceptions) calls
 * them without an unwind edge (`call ... nounwind`, never `invoke`), which is what lets arc-elide
 * hoist them out of loops that may throw. A destructor given to arc_alloc must therefore not
 * throw: an exception leaving it through arc_release ends the program (std::terminate, or
 * undefined behaviour in C). */
#if defined(__cplusplus)
#define ARC_NOTHROW noexcept
#elif defined(__GNUC__) || defined(__clang__)
#define ARC_NOTHROW __attribute__((nothrow))
#else
#define ARC_NOTHROW
#endif

/* ---- Allocation ------------------------------------------------------------------------- */

/* A new object with count 1 and `size` bytes of uninitialised payload, aligned to 16 bytes,
 * which any thread may retain and release: BIASED towards the calling thread (SHARED where
 * biasing is not available; see "States"). `destroy` (may be NULL) runs on the payload when the
 * last reference is released, before the memory is freed; it may release other objects. Returns
 * NULL if memory is exhausted. */
ARC_API void *arc_alloc(size_t size, void (*destroy)(void *payload)) ARC_NOTHROW;

/* The same, but the object starts LOCAL: owned by the calling thread, counted with plain
 * (non-atomic) operations. Publish it before another thread can reach it. */
ARC_API void *arc_alloc_local(size_t size, void (*destroy)(void *payload)) ARC_NOTHROW;

/* ---- Reference counting ----------------------------------------------------------------- */

/* Adds one reference and returns p. NULL-safe (returns NULL). Never writes an IMMORTAL
 * object. Works on every state: plain increment when LOCAL, and when BIASED and called by the
 * owner; atomic when SHARED, and when BIASED and called by another thread. */
ARC_API void *arc_retain(void *p) ARC_NOTHROW;

/* Drops one reference. NULL-safe; a no-op on IMMORTAL objects. The release that drops the count
 * to zero runs the destructor, then frees the block. */
ARC_API void arc_release(void *p) ARC_NOTHROW;

/* The same contract as arc_retain/arc_release, emitted by the arc-elide pass for objects it
 * proved thread-local. They honour the state like the generic entries (a SHARED or BIASED object
 * still gets its atomic operation, an IMMORTAL one is not written), so they are always safe for
 * the calling thread; the checking build verifies the proof: it aborts when a LOCAL object is
 * touched by a thread other than its owner, through these or any other entry. */
ARC_API void *arc_retain_local(void *p) ARC_NOTHROW;
ARC_API void arc_release_local(void *p) ARC_NOTHROW;

/* LOCAL -> SHARED, keeping the count; returns p. Called by the owning thread before the object
 * becomes reachable from another thread. A no-op on SHARED, BIASED and IMMORTAL objects and on
 * NULL. */
ARC_API void *arc_publish(void *p) ARC_NOTHROW;

/* ---- Observers ---------------------------------------------------------------------------- */

/* The logical count (>= 1) of a live object; 0 for NULL; ARC_COUNT_IMMORTAL for an IMMORTAL
 * object (it looks "infinitely shared", so copy-on-write code that tests count > 1 copies
 * instead of writing into it). For a SHARED object the answer may be stale by the time it
 * returns unless the caller holds the only reference. */
#define ARC_COUNT_IMMORTAL 0x7fffffffffffffffL
/* The count at which an object becomes IMMORTAL, in every state ("Saturation" above): 2^30. */
#define ARC_COUNT_SATURATION 0x40000000L
ARC_API long arc_count(const void *p) ARC_NOTHROW;

/* 1 if p is live and its count is exactly 1 (the caller holds the only reference, so it may
 * mutate the payload in place), else 0 (also for NULL and IMMORTAL objects). For a SHARED
 * object the load has acquire order, so writes made by threads before their releases are
 * visible to the caller. */
ARC_API int arc_is_unique(const void *p) ARC_NOTHROW;

/* ---- Layout, for static immortal objects and for compilers ------------------------------ */

/* The header in front of every payload. Do not touch it: it is public only so that
 * ARC_STATIC_IMMORTAL can lay out objects at compile time, and so that a compiler can
 * recognise immortal constants (a constant whose first word is in the IMMORTAL band). */
struct arc_header {
  long long rc;                   /* the count word; see the states above */
  void (*destroy)(void *payload); /* run on the payload when the count reaches zero; in objects
                                     the runtime allocated, its top two bytes hold the runtime's
                                     size class and a BIASED object's owner (0 in static objects:
                                     their state is the count word's) */
};
#define ARC_HEADER_SIZE 16
/* Words <= ARC_RC_IMMORTAL_MAX are IMMORTAL. ARC_RC_IMMORTAL is the middle of that band: the
 * word of static immortal objects and the value saturated SHARED counts are parked at. */
#define ARC_RC_IMMORTAL_MAX (-0x3fffffffffffffffLL - 1) /* -2^62   */
#define ARC_RC_IMMORTAL (-0x5fffffffffffffffLL - 1)     /* -3*2^61 */

#if defined(__cplusplus)
#define ARC_STATIC_ASSERT_(cond, msg) static_assert(cond, msg)
#else
#define ARC_STATIC_ASSERT_(cond, msg) _Static_assert(cond, msg)
#endif

/* ARC_STATIC_IMMORTAL(name, type, initializer) defines, at file or block scope,
 *
 *     static type *const name;
 *
 * pointing at the payload of an IMMORTAL object whose payload is `type` initialised with
 * `initializer` (a constant expression). The whole object is `const` and lands in read-only
 * data (.rodata, or .data.rel.ro when the payload holds addresses, which is read-only after
 * relocation): any write to it, including a buggy write to its count, faults. retain and release
 * on it are no-ops, arc_count returns ARC_COUNT_IMMORTAL, arc_is_unique 0. The payload must not
 * be written through `name`; `type` must be an object type with alignment at most 16 whose
 * pointer type is spelled `type *` (use a typedef for arrays). Example:
 *
 *     struct str { long len; char bytes[8]; };
 *     ARC_STATIC_IMMORTAL(empty_str, struct str, {0, ""});
 *     ... arc_retain(empty_str) ... arc_release(empty_str) ...
 */
#define ARC_STATIC_IMMORTAL(name, type, ...)                                                       \
  static const struct arc_immortal_##name {                                                        \
    struct arc_header arc_header_;                                                                 \
    type arc_payload_;                                                                             \
  } arc_immortal_##name##_object = {{ARC_RC_IMMORTAL, 0}, __VA_ARGS__};                            \
  ARC_STATIC_ASSERT_(offsetof(struct arc_immortal_##name, arc_payload_) == ARC_HEADER_SIZE,        \
                     "ARC_STATIC_IMMORTAL: payload type needs alignment <= 16");                   \
  __attribute__((unused)) static type *const name =                                                \
      (type *)&arc_immortal_##name##_object.arc_payload_

#ifdef __cplusplus
}
#endif

#endif /* ARC_H */
