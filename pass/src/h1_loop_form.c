/* H1, loop form: the rewrite puts the retain in the preheader and a release at the start of
 * every exit block, so the loop needs a preheader and exit blocks entered only from the loop,
 * and the loop must have no way out but its exits: a retain hoisted above a loop left by
 * unwinding without an exit block, by callbr or indirectbr, or re-entered by a returns_twice
 * call would have no release on that path. An invoke whose unwind edge reaches a landing pad is
 * no such way out: its unwind destination is a block like any other, an exit block when it lies
 * outside the loop (unwinding.h; docs/rules/unwinding.md). Funclet-based
 * unwinding (Windows: catchswitch, cleanuppad) is refused. Calls that may unwind straight out
 * of the function count as ways out, except, for Objective-C's handles, calls clang marks as not
 * exception-safe (the language leaks there anyway; call_sites.h), and, for a runtime whose code
 * reports errors by status codes (numba), calls in a function without a personality. The
 * argument: docs/rules/h1-loop-form.md. */
#include "hoist_rules.h"

#include "call_sites.h"
#include "effects.h"
#include "unwinding.h"

/* A way out of the loop by unwinding that has no exit block to release in: an invoke to a
 * funclet pad, cleanupret, catchswitch, catchret, resume. */
static bool is_unwind_exit(LLVMValueRef i, LLVMOpcode op) {
  if (op == LLVMInvoke)
    return !ae_invoke_unwinds_to_landing_pad(i);
  return op == LLVMCleanupRet || op == LLVMCatchSwitch || op == LLVMCatchRet || op == LLVMResume;
}

/* A status-code runtime's code is never unwound through (ARC_PROFILE_STATUS_CODES); a function
 * with a personality is one that takes part in unwinding, and keeps the general rule. */
static bool calls_never_unwind(ArcLoop *L, const ArcProfile *runtime) {
  return runtime->status_codes && !LLVMHasPersonalityFn(LLVMGetBasicBlockParent(ae_loop_header(L)));
}

/* A retain or release of a runtime whose entries never unwind, whatever its declaration says
 * (ARC_PROFILE_ENTRIES_NEVER_UNWIND: GLib called from C++, an older arc.h). */
static bool entry_never_unwinds(const HoistPlan *plan, LLVMValueRef call) {
  ArcCall c = ae_facts_call(plan->facts, call);
  return (ae_call_is_retain(c.kind) || ae_call_is_release(c.kind)) &&
         c.profile->entries_never_unwind;
}

ArcDecision ae_h1_loop_form(const HoistPlan *plan, const ArcProfile *runtime) {
  ArcLoop *L = plan->L;
  bool ignores_unwinding_mark = runtime->ignores_unwinding_mark;
  bool no_unwinding = calls_never_unwind(L, runtime);
  if (!ae_loop_preheader(L))
    return ae_refusal(AE_RULE_H1, AE_H1_NO_PREHEADER, NULL);
  if (!ae_loop_has_dedicated_exits(L))
    return ae_refusal(AE_RULE_H1, AE_H1_SHARED_EXIT, NULL);
  for (size_t b = 0; b < ae_loop_block_count(L); ++b) {
    LLVMBasicBlockRef bb = ae_loop_block_at(L, b);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      LLVMOpcode op = LLVMGetInstructionOpcode(i);
      if (is_unwind_exit(i, op))
        return ae_refusal(AE_RULE_H1, AE_H1_UNWIND_EXIT, i);
      if (op == LLVMCallBr || op == LLVMIndirectBr)
        return ae_refusal(AE_RULE_H1, AE_H1_BRANCH_EXIT, i);
      if (op != LLVMCall)
        continue;
      if (ae_call_has_fn_attribute(i, "returns_twice"))
        return ae_refusal(AE_RULE_H1, AE_H1_RETURNS_TWICE, i);
      if (!no_unwinding && ae_fx_may_unwind(i) &&
          !(ignores_unwinding_mark && ae_call_objc_ignores_unwinding(i)) &&
          !entry_never_unwinds(plan, i))
        return ae_refusal(AE_RULE_H1, AE_H1_CALL_MAY_UNWIND, i);
    }
  }
  return (ArcDecision){0};
}
