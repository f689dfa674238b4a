/* libstdc++'s std::shared_ptr count changes (GCC's library, lock policy _S_atomic), recognised,
 * raised and expanded for inlined_counts.c. Internal to the pass.
 *
 * libstdc++ chooses at run time between a plain and an atomic count change: while glibc's
 * __libc_single_threaded says the process has one thread, a plain load, add and store; otherwise
 * a `volatile` acq_rel RMW (its atomic API takes `_Atomic_word volatile *`). A raised call stands
 * for both arms, and the expansion of an inserted call reads the flag where it lands: the flag
 * changes when the first thread starts, possibly inside the loop, and is never frozen.
 *
 *   __arcelide_libstdcxx_shared_ptr_retain(cb)     if (cb) use_count += 1
 *   __arcelide_libstdcxx_shared_ptr_release(cb, c) if (cb && use_count-- == 1) c(cb)
 *
 * (use_count is the i32 at cb + 8, the weak count the one at cb + 12; c is
 * _Sp_counted_base<_S_atomic>::_M_release_last_use_cold(), which disposes the object, drops the
 * weak count's reference and destroys the control block when that was the last.)
 *
 * What is recognised (every RMW `atomicrmw volatile add ptr (cb + 8), i32 ±1 acq_rel`, its
 * result unused (increment) or used only by the merge's phi (decrement)):
 * - the increment: block D ends `%m = load i8 @__libc_single_threaded; %t = icmp eq|ne i8 %m, 0;
 *   br %t` to an atomic arm that begins with the RMW and branches to J, and a plain arm that is
 *   exactly `load i32 (cb + 8); add 1; store (cb + 8); br J`; each arm's one predecessor is D.
 * - the decrement: the same dispatch, its atomic arm exactly the RMW and `br M`, its plain arm
 *   exactly `[%old = load i32 (cb + 8);] add %old, -1; store (cb + 8); br M`; M exactly
 *   `phi [%old, plain], [rmw, atomic]; icmp eq 1; br` to a block that calls
 *   _M_release_last_use_cold(cb) and branches to J, or to J. When %old is `trunc i64 %both`,
 *   %both is `load atomic i64 (cb + 8) acquire` in the dispatch's one predecessor B, which ends
 *   `%both`, `icmp eq %both, 0x100000001`, the trunc (in any order) and a branch to the dispatch
 *   or to the unique-owner path: exactly `store i32 0` to both counts, the virtual _M_dispose()
 *   and _M_destroy() of cb, `br J`.
 * - a call of the out-of-line ~__shared_ptr() with one argument (landing pads call it), whose
 *   definition the linker may only replace by an equal one and is exactly `cb = load (this + 8);
 *   if (cb) <the decrement>; ret void`.
 *
 * The raise keeps the atomic arms as the path through: the RMW goes, the raised call stands in
 * its place, the dispatch, the merge's test and the unique-owner test go (branches to the atomic
 * arm, past the last-use call, to the dispatch), and the plain arms and the unique-owner path are
 * left unreachable. The expansion of an inserted release has no unique-owner test: it is the
 * older form of the same release (decrement; at 1, _M_release_last_use_cold), equal in effect. */
#ifndef ARCELIDE_INLINED_LIBSTDCXX_H
#define ARCELIDE_INLINED_LIBSTDCXX_H

#include "inlined_library.h"
#include "raise_log.h"

#include <llvm-c/Core.h>
#include <stdbool.h>

/* What a recogniser found. */
typedef struct StdcxxMatch {
  bool retain;
  LLVMValueRef object;  /* the control block */
  LLVMValueRef rmw;     /* the atomic arm's RMW: the raised call goes before it */
  LLVMValueRef cold_fn; /* the release's _M_release_last_use_cold */
  bool nounwind;        /* the release's calls do not unwind */
  /* what the raise takes out: the dispatch, the merge and the unique-owner test */
  LLVMBasicBlockRef dispatch, atomic_arm, merge, after, unique_test;
} StdcxxMatch;

/* MODULE uses libstdc++'s shared_ptr: it defines or declares _M_release_last_use_cold() of the
 * atomic lock policy and declares __libc_single_threaded. */
bool ae_libstdcxx_used(LLVMModuleRef module);

/* I is the atomic arm's RMW of an increment or decrement as above. */
bool ae_libstdcxx_match(LLVMValueRef i, StdcxxMatch *m);

/* FN is libstdc++'s out-of-line ~__shared_ptr(); its release's last-use function and whether its
 * calls do not unwind in *M. */
bool ae_libstdcxx_is_destructor(LLVMValueRef fn, StdcxxMatch *m);

/* The raise of M around CALL, the raised call the caller put before M's RMW: the log of what it
 * took out (raise_log.h), sealed. */
RaiseLog *ae_libstdcxx_raise(const StdcxxMatch *m, LLVMValueRef call);

/* The library's sequence for an inserted call (the release's second argument is the last-use
 * function). */
void ae_libstdcxx_expand(Expansion *x, bool retain);

#endif
