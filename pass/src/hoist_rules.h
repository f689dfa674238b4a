/* The hoisting rules the planner (loop_hoist.c) runs on each handle of a loop, one file per rule
 * (h1_loop_form.c ... h8_exit_window.c). Each returns a decision record: rule AE_RULE_NONE when
 * it finds nothing against hoisting, else what it found (decision.h). The rules, their
 * refinements and soundness arguments: docs/rules/, one page per rule. */
#ifndef ARCELIDE_HOIST_RULES_H
#define ARCELIDE_HOIST_RULES_H

#include "decision.h"
#include "llvm_bridge.h"
#include "plan.h"

#include <stdbool.h>

/* The handle is an argument of the function and its runtime's calling convention leaves
 * argument references with the caller (ARC_PROFILE_CALLER_HOLDS_ARGUMENTS, numba): it is alive
 * or NULL for the whole call, and no release in the function is its last (H5, H8). */
static inline bool ae_handle_caller_held(const HoistHandle *h) {
  return h && h->runtime->caller_holds_arguments && h->runtime->null_is_noop && !h->reload &&
         LLVMIsAArgument(h->key);
}

/* H1, loop form (one answer per loop and flavour of RUNTIME): a preheader, dedicated exits, and
 * no way out but the exits: no unwinding except through an invoke to a landing pad, whose
 * unwind destination is a block like any other (for Objective-C, calls clang marks as not
 * exception-safe are no way out; for a status-code runtime, no call of a function without a
 * personality is; the runtime's own retains and releases never unwind), no callbr or indirectbr
 * exit, no returns_twice call. */
ArcDecision ae_h1_loop_form(const HoistPlan *plan, const ArcProfile *runtime);

/* H2, first half: the handle, or the address it is reloaded from, is defined outside L, and a
 * reload is a plain load (or an atomic one of a private OpenMP capture slot). */
ArcDecision ae_h2_invariant(const HoistPlan *plan, const HoistHandle *h);
/* H2, second half: nothing in L may write a reloaded handle's slot. Releases the plan deletes
 * run no destructor, so the answer changes as other handles are refused. */
ArcDecision ae_h2_slot_unwritten(ArcAnalyses *A, const HoistPlan *plan, const HoistHandle *h);

/* H3: on every path through one iteration the handle is retained and released once, its
 * retained copy is not stored, and an exit taken with the retain held is taken with exactly it
 * held on every path: its own release stays, or without one the code after the exit takes the
 * hoisted reference in its place (recorded per exit in h->exits, plan.h). */
ArcDecision ae_h3_balanced(ArcAnalyses *A, const HoistPlan *plan, HoistHandle *h);

/* H3 refinement "NULL guard", also asked by H8: the successor of TERM (0 or 1) taken when H's
 * handle is NULL, where TERM is a conditional branch on a comparison of the handle with NULL and
 * its runtime makes NULL a no-op or an error; else -1. */
int ae_null_guard_successor(const HoistPlan *plan, const HoistHandle *h, LLVMValueRef term);

/* H3's dataflow, asked by H4: every path through an iteration that reaches INST (an instruction
 * of L) holds exactly one reference from H's retain, or found H NULL. Then whatever INST reads of
 * the count is what the hoisted loop shows there (H4 refinement "inside the window"). */
bool ae_h3_holds_only_the_retain(const HoistPlan *plan, const HoistHandle *h, LLVMValueRef inst);

/* H4: nothing in L may read the handle's count. */
ArcDecision ae_h4_no_observer(ArcAnalyses *A, const HoistPlan *plan, const HoistHandle *h);

/* H5: one of its retains runs on every entry to L. */
ArcDecision ae_h5_every_entry(ArcAnalyses *A, const HoistPlan *plan, const HoistHandle *h);
/* Where H5 refuses: every retain of the handle is one the rewrite placed in the preheader of a
 * loop nested directly in L, so the lazy hoist (lazy_hoist.h) may keep them there behind a flag
 * and release once at L's exits. */
bool ae_h5_lazy_placement(ArcAnalyses *A, const HoistPlan *plan, const HoistHandle *h);

/* H8: nothing in the exit window of its releases may read what a release may write. Calls the
 * plan deletes read nothing, so the answer changes as other handles are refused. */
ArcDecision ae_h8_exit_window(ArcAnalyses *A, const HoistPlan *plan, const HoistHandle *h);

#endif
