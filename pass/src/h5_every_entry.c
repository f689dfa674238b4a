/* H5, the new retain goes where a retain was sure to run: one of the handle's retains runs
 * whenever the loop is entered. The retain in the preheader runs on every entry; that is safe
 * only where the source also retained the object on that entry, which proves the object alive
 * there (and, the handle being invariant by H2, at the preheader too). A pair under a condition,
 * or in a loop that may run zero times, gives no such proof (docs/hoisting.md, H5). */
#include "hoist_rules.h"

/* LLVM's must-execute analysis, with one refinement: a retain always returns to its caller (it
 * runs no user code), so a retain right after a guaranteed one is guaranteed too. */
static bool runs_on_every_entry(ArcAnalyses *A, const HoistPlan *P, LLVMValueRef retain) {
  for (LLVMValueRef i = retain; i; i = LLVMGetPreviousInstruction(i)) {
    if (ae_guaranteed_to_execute(A, P->L, i))
      return true;
    LLVMValueRef before = LLVMGetPreviousInstruction(i);
    if (before && !ae_call_is_retain(ae_facts_call(P->facts, before).kind) &&
        !ae_transfers_execution(before))
      return false;
  }
  return false;
}

ArcDecision ae_h5_every_entry(ArcAnalyses *A, const HoistPlan *P, const HoistHandle *h) {
  bool guaranteed = false;
  for (size_t i = 0; i < h->ops.count && !guaranteed; ++i)
    guaranteed = ae_call_is_retain(ae_facts_call(P->facts, h->ops.items[i]).kind) &&
                 runs_on_every_entry(A, P, h->ops.items[i]);
  if (!guaranteed) {
    return ae_refusal(AE_RULE_H5,
                      ae_facts_omp_loop_role(P->facts, A, P->L) == ARC_OMP_LOOP_DISPATCH
                          ? AE_H5_DISPATCH_LOOP
                          : AE_H5_NOT_EVERY_ENTRY,
                      NULL);
  }
  return (ArcDecision){0};
}
