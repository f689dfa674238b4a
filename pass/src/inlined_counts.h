/* Inlined reference counting (docs/idioms.md): the count changes that libc++'s and libstdc++'s
 * std::shared_ptr and Rust's Arc leave inline in their callers, seen as calls for the length of
 * the pass. libstdc++'s sequences, which span several blocks, are recognised, raised and expanded
 * in inlined_libstdcxx.h, with the undo log of raise_log.h; this file has the other two, the
 * site table, and the lowering.
 *
 * Before the function's analyses are built, every sequence this file recognises is *raised*: it
 * becomes one call of its profile's entry (runtime_profiles.def, ARC_PROFILE_INLINED_COUNTS),
 * which the facts stage classifies like any runtime's call, so every rule applies to it
 * unchanged. A raised call stands for the whole operation:
 *
 *   __arcelide_libcxx_shared_ptr_retain(cb)        if (cb) cb->__shared_owners_ += 1 (relaxed)
 *   __arcelide_libcxx_shared_ptr_release(cb, rw)   if (cb && cb->__shared_owners_-- == 0)
 *                                                  { cb->__on_zero_shared(); rw(cb); }  (acq_rel)
 *   __arcelide_rust_arc_retain(inner)              if (inner->strong++ < 0) abort (relaxed)
 *   __arcelide_rust_arc_release(inner, drop_slow)  if (inner->strong-- == 1)        (release)
 *                                                  { fence acquire; drop_slow(&inner); }
 *
 * The instructions it replaces (the read-modify-write, the last-reference test and its branch)
 * are kept aside, and the branch into the last-reference path (or the overflow trap) is replaced
 * by a branch past it: that path is part of the call now, and no rule sees its code as the
 * loop's. After the pass, *lowering* puts every raised call the pass kept back into the exact
 * instructions it came from, and expands every call the pass inserted (a hoisted retain in a
 * preheader, a release at an exit) into the library's own sequence. A raised call the pass
 * deleted takes its kept instructions with it; the last-reference path it guarded is left
 * unreachable for the passes after this one to remove.
 *
 * What is recognised, exactly (anything else stays as it is, and is an atomic the effects model
 * judges like any other):
 * - libc++: `atomicrmw add ptr (cb + 8), i64 1 monotonic` whose result is unused; and
 *   `atomicrmw add ptr (cb + 8), i64 -1 acq_rel`, `icmp eq old, 0`, `br` to a block that loads
 *   cb's vtable, calls slot 2 with cb, calls __shared_weak_count::__release_weak() with cb and
 *   branches back. The NULL test libc++ puts before each stays where it is (the rules follow it:
 *   refinements "NULL guard"). A call of libc++'s out-of-line ~shared_ptr() on a slot (which
 *   landing pads make), when its definition is ODR and exactly `cb = load (this + 8); if (cb)
 *   <the drop>; ret void`, becomes `cb = load (slot + 8)` and the release of cb.
 * - Rust: `atomicrmw add ptr inner, i64 1 monotonic`, `icmp slt old, 0`, `br` to `llvm.trap`; and
 *   `atomicrmw sub ptr inner, i64 1 release`, `icmp eq old, 1`, `br` to a block of `fence
 *   acquire`, a call of alloc::sync::Arc<T,A>::drop_slow (legacy or v0 mangling) with a slot,
 *   and a branch back, where the slot is an alloca that only ever holds inner (stored in the same
 *   block before the decrement) and that nothing but drop_slow reads.
 * Every RMW is non-volatile (row VOLATILE_COUNTS_BY_API: libc++'s and Rust's profiles do not exempt
 * a volatile one), 64-bit and not single-thread scoped; test and branch follow it directly, and
 * each result has that one use. A module that declares an entry's name itself is left alone for
 * that library.
 */
#ifndef ARCELIDE_INLINED_COUNTS_H
#define ARCELIDE_INLINED_COUNTS_H

#include "profile.h"

#include <llvm-c/Core.h>
#include <stdbool.h>

typedef struct ArcRaisedCounts ArcRaisedCounts;
typedef struct ArcAnalyses ArcAnalyses;

/* MODULE uses the library whose inlined counts PROFILE describes (libc++'s shared_ptr: it
 * declares __shared_weak_count::__release_weak(); libstdc++'s: _M_release_last_use_cold() and
 * __libc_single_threaded; Rust's Arc: it declares or defines a monomorphised
 * Arc<T,A>::drop_slow). */
bool ae_inlined_counts_library_used(LLVMModuleRef module, const ArcProfile *profile);

/* What a call of NAME, an inlined-count entry, stands for, in a remark ("the inlined drop of a
 * std::shared_ptr (libc++)"); NULL when NAME is no such entry. The entries are the pass's own
 * names: users never wrote them. */
const char *ae_inlined_count_text(const char *name);

/* Raises every count change of FN that PROFILE's inlined-count libraries (every such built-in
 * profile when PROFILE is NULL) leave inline. Returns the record of what it raised (NULL when it
 * raised nothing); *CHANGED says whether the IR changed, the CFG included. */
ArcRaisedCounts *ae_raise_inlined_counts(LLVMValueRef fn, const ArcProfile *profile, bool *changed);

/* The pass deleted the raised call CALL (facts.h, ae_facts_erase): its kept instructions go too. */
void ae_raised_count_erased(ArcRaisedCounts *raised, LLVMValueRef call);

/* After the pass: every raised call still in FN back into its instructions, every call of an
 * inlined-count entry the pass inserted into the library's sequence (which splits blocks). Frees
 * RAISED (may be NULL). Returns whether it expanded an inserted call. */
bool ae_lower_inlined_counts(ArcRaisedCounts *raised, LLVMValueRef fn, ArcAnalyses *A);

#endif
