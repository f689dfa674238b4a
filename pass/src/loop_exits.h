/* Rule H1, ways out of a loop through callees (docs/hoisting-exits.md): a call inside a loop that
 * may not return to it (longjmp, exit, pthread_exit, a cancellation point) leaves the loop
 * without passing its exit blocks, so a hoisted reference would never be released there. Such
 * loops hoist with the runtime's scoped entries, which register the loop reference per thread
 * and frame, or not at all. */
#ifndef ARCELIDE_LOOP_EXITS_H
#define ARCELIDE_LOOP_EXITS_H

#include "llvm_bridge.h"
#include "profile.h"

/* The first call in L (nested loops included) that LLVM cannot prove returns to it: not
 * guaranteed to transfer execution to its successor (no `willreturn`, or may unwind). Runtime
 * calls of PROFILE (of any built-in profile when NULL) do not count: they run no user code but
 * destructors, which must return (docs/hoisting-exits.md). FOR_OBJC: the handles are Objective-C's,
 * for which a call clang marked as not exception-safe (see loop_hoist.c) counts as returning
 * when it is `willreturn`: unwinding through it leaks by the language's own rules. NULL when
 * every call returns. */
LLVMValueRef arc_loop_call_that_may_not_return(ArcLoop *L, const ArcProfile *profile,
                                               bool for_objc);

/* The first call in FN that returns twice (setjmp, vfork), or NULL. A longjmp back into a
 * live frame would re-enter the loop with the frame's earlier loop reference still registered. */
LLVMValueRef arc_function_returns_twice_call(LLVMValueRef fn);

/* Whether PROFILE has a scoped entry of KIND (ARC_CALL_RETAIN_SCOPED or
 * ARC_CALL_RELEASE_SCOPED) that MODULE declares as `ptr f(ptr, ptr)` / `void f(ptr, ptr)` or
 * does not declare at all. */
bool arc_scoped_entry_usable(LLVMModuleRef module, const ArcProfile *profile, ArcCallKind kind);
/* That entry, declared (nounwind) when MODULE does not declare it yet; NULL when not usable. */
LLVMValueRef arc_scoped_entry(LLVMModuleRef module, const ArcProfile *profile, ArcCallKind kind);

#endif
