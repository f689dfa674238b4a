/* arc.h - the arcelide reference-counting runtime: the whole public API.
 *
 * Objects are blocks of memory with a 16-byte header in front of the payload. Every function
 * here takes and returns *payload* pointers; the header is never seen by user code. The header
 * has the same layout in every build of the runtime (default, checking, sanitizer): an owner
 * word and a shared word (docs/runtime.md draws both).
 *
 * Counting is owner-biased (as in CPython's free-threaded build): the thread that allocates an
 * object owns it and counts its own retains and releases with plain loads and stores in the
 * owner word; every other thread counts in the shared word with atomic read-modify-writes. The
 * object's count is the sum. When the owner's part drops to zero the two are merged (the object
 * dies at once if the shared part is zero too, else it goes on MERGED, counted atomically by
 * everyone). A release by another thread that would take the shared part below zero leaves its
 * reference to a merge queue of the owner instead, which the owner drains at its next
 * allocation, in arc_count/arc_is_unique, and when it exits; after the owner exited, that thread
 * merges the object itself. So an object that crosses threads is destroyed exactly once, by
 * whichever thread ends its last reference, at the latest when its owner next allocates or exits.
 *
 * States:
 *   LOCAL     allocated by arc_alloc_local: the pass proved that only the allocating thread
 *             touches it. Same representation as an owned SHARED object; the checking build
 *             aborts when another thread touches it before arc_publish.
 *   SHARED    allocated by arc_alloc: owned (biased) until merged, then MERGED. Any thread may
 *             retain and release it.
 *   IMMORTAL  owner word <= ARC_RC_IMMORTAL_MAX: the object lives forever and its header is
 *             never written (ARC_STATIC_IMMORTAL puts such objects in read-only data); also an
 *             object whose count saturated (see "Overflow").
 *
 * Cost: the owner's retain is two loads (shared word, owner word), a compare with its tag and a
 * plain store; its release the same, plus, at zero, one load of the shared word (and one atomic
 * add only if another thread was involved). Another thread's retain is one atomic add; its
 * release one compare-and-swap attempt on an unmerged object (never a loop: when it loses, one
 * fetch_or decides), one atomic subtract on a MERGED one. IMMORTAL objects are only read: the
 * test for IMMORTAL comes before any write. No retain or release takes a lock.
 *
 * Destruction: when the count reaches zero, the destructor given at allocation runs on the
 * payload, then the block is freed. A destructor may release other objects (its children).
 * Destruction is iterative: a release that reaches zero while the same thread is already
 * destroying something queues the object instead of recursing, so releasing the head of a list
 * of ten million objects uses constant stack. The destructor's address must fit in 48 bits (all
 * user-space code on x86-64 and AArch64 Linux); arc_alloc aborts otherwise.
 *
 * Threads: a LOCAL object must only be touched (retained, released, published, observed) by the
 * thread that allocated it; before handing it to another thread, that thread calls arc_publish
 * (the hand-over itself, e.g. pthread_create, a mutex or a release store, orders the two).
 * SHARED objects may be retained and released from any thread at any time. A thread's first
 * allocation registers it (an owner tag, 65535 live threads at most: later threads' objects are
 * born MERGED) and a pthread key whose destructor runs the thread's exit (merges its queue,
 * gives back its cached blocks).
 *
 * Overflow: the owner's biased part has 15 bits; when full, half of it moves to the shared part
 * with one atomic add. The shared part has 42 bits; a count that reaches 2^40 is saturated:
 * moved to 1.5 * 2^40 with one atomic add (no CAS) and from then on the object is IMMORTAL
 * (never written, never destroyed: leaked, the price of 2^40 references). The threads that
 * loaded the word just before can still land at most one +-1 each, 2^39 away from either edge.
 *
 * Builds of this runtime (all with this header):
 *   libarcrt.a / libarcrt.so  the default build; never takes a lock.
 *   libarcrt-check.a          checking build: same layout, plus side tables under a mutex.
 *                             Aborts with a message starting "arc-check:" that names the object
 *                             address, the operation and the threads on: a count going below
 *                             zero (double release, release during destruction), use of a
 *                             freed object (freed blocks are quarantined so their addresses are
 *                             not reused soon), a LOCAL object touched by a thread other than
 *                             its owner, and a pointer that is not an arc object.
 *                             With ARC_CHECK_LEAKS=1 in the environment it reports the objects
 *                             still live at exit and then exits with status 1 if there are any
 *                             ("arc-check: no leaks ..." otherwise).
 *   libarcrt-tsan.a / libarcrt-asan.a   the default build under ThreadSanitizer /
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

/* ---- Allocation ------------------------------------------------------------------------- */

/* A new SHARED object with count 1 and `size` bytes of uninitialised payload, aligned to 16
 * bytes. `destroy` (may be NULL) runs on the payload when the last reference is released, before
 * the memory is freed; it may release other objects. Returns NULL if memory is exhausted. */
ARC_API void *arc_alloc(size_t size, void (*destroy)(void *payload));

/* The same, but the object is LOCAL: the caller promises (the pass proved) that no other thread
 * touches it unless it is published first. Counted exactly like an arc_alloc object. */
ARC_API void *arc_alloc_local(size_t size, void (*destroy)(void *payload));

/* ---- Reference counting ----------------------------------------------------------------- */

/* Adds one reference and returns p. NULL-safe (returns NULL). Never writes an IMMORTAL
 * object. Works on every state: plain increment by the owner, atomic by anyone else. */
ARC_API void *arc_retain(void *p);

/* Drops one reference. NULL-safe; a no-op on IMMORTAL objects. The release that drops the count
 * to zero runs the destructor, then frees the block. */
ARC_API void arc_release(void *p);

/* The same contract as arc_retain/arc_release, emitted by the arc-elide pass for objects it
 * proved thread-local. They honour the header like the generic entries (the same code in the
 * default build), so they are always safe for the calling thread; the checking build verifies
 * the proof: it aborts when a LOCAL object is touched by a thread other than its owner, through
 * these or any other entry. */
ARC_API void *arc_retain_local(void *p);
ARC_API void arc_release_local(void *p);

/* LOCAL -> SHARED, keeping the count; returns p. Called by the owning thread before the object
 * becomes reachable from another thread. Nothing to change in the header (an owned object is
 * already safe to share); the checking build lifts its one-thread check. A no-op on SHARED and
 * IMMORTAL objects and on NULL. */
ARC_API void *arc_publish(void *p);

/* ---- Loop references (scoped entries, emitted by the arc-elide pass) ----------------------- */

/* When the pass hoists a retain/release pair out of a loop that contains a call that may leave
 * it without returning (longjmp, exit, pthread_exit, a cancellation point), the one reference
 * it now holds across the whole loop would never be released on that way out. It then emits
 * these two instead of arc_retain/arc_release, in the loop's preheader and exits. User code
 * does not call them.
 *
 * Contract:
 *  - frame_slot points to a `long long` in the frame of the function that holds the loop. The
 *    function stores 0 into it on entry and nothing else ever writes it but these functions:
 *    the first arc_retain_scoped of an invocation writes a cookie there (unique per thread,
 *    never 0), the later ones of that invocation read it.
 *  - arc_retain_scoped(p, slot) does arc_retain(p) and registers the reference {p, slot,
 *    cookie} on the calling thread's stack of loop references. arc_release_scoped(p, slot),
 *    later on the same thread and in the same invocation, unregisters it and does
 *    arc_release(p). Pairs nest (one function may hold several, one slot serves them all).
 *  - A reference whose loop was left without its release_scoped is "stranded". The runtime
 *    releases it: (a) at the thread's next scoped call that finds its frame gone (the slot, on
 *    this thread's stack, no longer holds the entry's cookie: the frame returned or was jumped
 *    over, and something has written that stack word since, e.g. the next invocation at the
 *    same address); (b) when the thread exits (return from its start routine, pthread_exit,
 *    cancellation); (c) at exit(), for the thread that calls exit() (never another thread's:
 *    it may still be in its loop). Never earlier: a live loop's reference is never released.
 *  - Not released: after _exit, quick_exit or abort (no handler runs); a reference of another
 *    thread at exit(); a frame slot outside the thread's own stack (a coroutine or signal
 *    stack, AddressSanitizer's fake stack), for which both calls act as arc_retain/arc_release
 *    and register nothing; a frame re-entered by a longjmp to a setjmp in the same function
 *    (the pass does not use these entries in such functions).
 *  - Destructors of stranded objects run later than without the pass: at (a), (b) or (c).
 *  - Cost: per loop entry (a push and a pop on a short per-thread stack), never per iteration.
 *    Not async-signal-safe beyond this: a call made while the thread is already inside one of
 *    them (a signal handler) acts as the plain entry.
 *  - The checking build (libarcrt-check.a) aborts with "arc-check: unmatched
 *    arc_release_scoped" when a release_scoped finds no registered reference it should find. */
ARC_API void *arc_retain_scoped(void *p, long long *frame_slot);
ARC_API void arc_release_scoped(void *p, long long *frame_slot);

/* ---- Observers ---------------------------------------------------------------------------- */

/* The logical count (>= 1) of a live object; 0 for NULL; ARC_COUNT_IMMORTAL for an IMMORTAL
 * object (it looks "infinitely shared", so copy-on-write code that tests count > 1 copies
 * instead of writing into it). The calling thread first merges the objects queued for it, so
 * for its own objects the count is exact; for another thread's it may be stale by the time it
 * returns, and may still include a reference that waits for its owner's merge. */
#define ARC_COUNT_IMMORTAL 0x7fffffffffffffffL
ARC_API long arc_count(const void *p);

/* 1 if p is live and its count is exactly 1 (the caller holds the only reference, so it may
 * mutate the payload in place), else 0 (also for NULL and IMMORTAL objects, and possibly while
 * a released reference waits for its owner's merge). The loads have acquire order, so writes
 * made by threads before their releases are visible to the caller. */
ARC_API int arc_is_unique(const void *p);

/* ---- Layout, for static immortal objects and for compilers ------------------------------ */

/* The header in front of every payload. Do not touch it: it is public only so that
 * ARC_STATIC_IMMORTAL can lay out objects at compile time, and so that a compiler can
 * recognise immortal constants (a constant whose first word is in the IMMORTAL band). */
struct arc_header {
  long long rc;              /* owner word: IMMORTAL band, or destructor << 15 | owner's count */
  unsigned long long shared; /* shared count << 22 | owner tag << 6 | size class << 2 | flags */
};
#define ARC_HEADER_SIZE 16
/* Owner words <= ARC_RC_IMMORTAL_MAX are IMMORTAL. ARC_RC_IMMORTAL, the middle of that band, is
 * the owner word of static immortal objects (their shared word is 0). */
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
