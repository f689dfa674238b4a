/* Ways out of a loop by unwinding (C++, C with -fexceptions): what the rules ask about landing
 * pads and the exits unwinding reaches, and the one preparation step, before any analysis, that
 * turns invokes of runtime entries that never unwind into calls. The rules and their argument:
 * docs/rules/unwinding.md. */
#ifndef ARCELIDE_UNWINDING_H
#define ARCELIDE_UNWINDING_H

#include "llvm_bridge.h"
#include "profile.h"

#include <llvm-c/Core.h>
#include <stdbool.h>

/* BB begins (after its phis) with a `landingpad`: the Itanium-style landing pad an invoke's
 * unwind edge may reach. Funclet pads (catchswitch, catchpad, cleanuppad) are not. */
bool ae_block_is_landing_pad(LLVMBasicBlockRef bb);

/* An invoke whose unwind edge the hoisting rules can follow: it unwinds to a landing pad. */
bool ae_invoke_unwinds_to_landing_pad(LLVMValueRef invoke);

/* EXIT (an exit block of L) is reached only by unwinding: it is a landing pad, or every
 * predecessor it has in L is one (the dispatch of a landing pad in the loop leaving it). */
bool ae_exit_is_unwinding(ArcLoop *L, LLVMBasicBlockRef exit);

/* EXIT never passes control on: it ends in `unreachable` and none of its calls may unwind
 * (clang's std::terminate pad: `landingpad catch ptr null; call __clang_call_terminate;
 * unreachable`). Leaving the loop there is leaving it by a call that never returns. */
bool ae_exit_never_returns(LLVMBasicBlockRef exit);

/* Before any analysis: every invoke of a retain or release of a runtime whose entries never
 * unwind becomes a call followed by a branch to its normal destination (its unwind edge is never
 * taken). Returns whether it changed anything (the CFG then changed). */
bool ae_calls_for_invoked_entries(LLVMValueRef fn, const ArcProfile *profile);

#endif
