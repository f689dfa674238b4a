/* Intrusive reference counts (docs/idioms.md): a count that is a field of the object it counts,
 * changed inline by LLVM's IntrusiveRefCntPtr over ThreadSafeRefCountedBase, boost::intrusive_ptr
 * over intrusive_ref_counter<T, thread_safe_counter>, and any class written the same way:
 *
 *   __arcelide_intrusive_retain(obj)         if (obj) obj->count += 1            (relaxed)
 *   __arcelide_intrusive_release(obj, tag)   if (obj && obj->count-- == 1)       (acq_rel)
 *                                              <the code that deletes obj>
 *
 * where the count is the i32 at obj + 0 (a non-polymorphic class whose first base or member is
 * the count). Unlike a library's control block, the code that runs at the last release is the
 * object's own inlined destructor and operator delete, different for every type: the raised
 * release's second argument is a tag naming the decrement's *last-reference region* (below), and
 * a release the pass inserts (at a loop exit) is expanded with a copy of that region.
 *
 * Recognised, exactly:
 * - a decrement: `atomicrmw sub ptr obj, i32 1 acq_rel` or `atomicrmw add ptr obj, i32 -1
 *   acq_rel`, not volatile, on the whole system, then `icmp eq old, 1` and a conditional branch
 *   on it, each the other's only use. Its true successor begins the last-reference region: the
 *   blocks reachable from it without passing the false successor. The region must be closed, so
 *   that a copy of it runs the same anywhere obj is live: only the decrement's branch enters it,
 *   it leaves only to the false successor (or ends in unreachable), it has no invoke, landing pad,
 *   return, alloca or address-taken block, no value defined in it is used outside it, and every
 *   value it uses from outside is obj, a constant, an argument, or a constant-offset address or
 *   cast of one of those. And it must delete obj: it calls operator delete (any of its four
 *   sized/aligned forms) or free with obj (row INTRUSIVE_COUNT_OWNS_OBJECT).
 * - an increment: `atomicrmw add ptr obj, i32 1`, monotonic or acq_rel, not volatile, on the
 *   whole system, whose old value is unused, of an obj that the same function decrements as
 *   above (row INTRUSIVE_COUNT_OWNS_OBJECT: an add of 1 alone is any counter's; the i32 whose
 *   last decrement deletes obj is obj's reference count).
 * - a call of an out-of-line release (a hand-written class's release() that the inliner left
 *   alone): a definition the linker may only replace by an equal one (ODR, or local) with one
 *   parameter, whose entry is the decrement above of that parameter (GEPs aside), whose region
 *   frees it, and whose other successor is `ret void`; nothing else. An inserted release calls
 *   that function again.
 * A decrement or increment inside another decrement's region (a member's count, dropped by the
 * destructor) is left alone: the region is copied whole. */
#ifndef ARCELIDE_INLINED_INTRUSIVE_H
#define ARCELIDE_INLINED_INTRUSIVE_H

#include "inlined_library.h"

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <stddef.h>

/* A decrement's last-reference region: its blocks in function order, its entry first. */
typedef struct IntrusiveRegion {
  LLVMValueRef object; /* what the count belongs to, and what the region deletes */
  LLVMValueRef rmw;    /* the decrement */
  LLVMBasicBlockRef entry, past;
  LLVMBasicBlockRef *blocks;
  size_t count;
  bool nounwind; /* no call in the region unwinds */
} IntrusiveRegion;

/* MODULE may hold an intrusive count: it declares one of the deallocation functions a
 * last-reference region must call. */
bool ae_intrusive_used(LLVMModuleRef module);

/* I is a decrement as above whose region is closed and deletes its object: *REGION filled (free
 * it with ae_intrusive_region_free). */
bool ae_intrusive_match_decrement(LLVMValueRef i, IntrusiveRegion *region);

/* I is an increment as above, of *OBJECT (whose decrement the caller must have found). */
bool ae_intrusive_match_increment(LLVMValueRef i, LLVMValueRef *object);

/* FN is an out-of-line release of its parameter as above; *NOUNWIND: no call in it unwinds. */
bool ae_intrusive_is_release_function(LLVMValueRef fn, bool *nounwind);

/* BB is one of REGION's blocks. */
bool ae_intrusive_region_holds(const IntrusiveRegion *region, LLVMBasicBlockRef bb);

void ae_intrusive_region_free(IntrusiveRegion *region);

/* The sequence for an inserted call: a release gets a copy of REGION (its decrement's), with
 * the inserted call's object for the region's, or (REGION NULL) calls the out-of-line release
 * that is its second argument. */
void ae_intrusive_expand(Expansion *x, bool retain, const IntrusiveRegion *region);

#endif
