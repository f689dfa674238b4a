/* H2, the handle is the same object in every iteration: its RC root is defined outside the
 * loop, or it is reloaded inside the loop with a plain load from a slot whose address is
 * defined outside it and that nothing in the loop may write. Then every retain and release of
 * the loop acts on one object, which one retain and one release around the loop act on too, and
 * the preheader's copy of the reload reads the value every iteration would have read.
 *
 * "May write" is the effects model's question (effects.h, with its exemptions in
 * exemptions.def): as other handles are refused their releases stay and become writers, so the
 * planner repeats this half until nothing changes. An OpenMP capture slot that only the body's
 * loads can reach is written by nothing (exemption "OpenMP private capture", omp_capture.h), and
 * an atomic reload is refused unless its slot is such a private capture (refinement "atomic
 * reload"). */
#include "hoist_rules.h"

#include "effects.h"
#include "rc_identity.h"
#include "unsound.h"

/* ---- first half: defined outside the loop ------------------------------------------------ */

/* V is an instruction inside L all of whose operands are defined outside it. */
static bool operands_invariant(ArcLoop *L, LLVMValueRef v) {
  if (!LLVMIsAInstruction(v))
    return false;
  for (int i = 0; i < LLVMGetNumOperands(v); ++i)
    if (!ae_loop_is_invariant(L, LLVMGetOperand(v, i)))
      return false;
  return true;
}

/* An atomic load in L through which the handle is reloaded, or NULL. */
static LLVMValueRef atomic_reload(const HoistPlan *P, const HoistHandle *h) {
  for (size_t i = 0; i < h->ops.count; ++i) {
    LLVMValueRef root = ae_facts_root(P->facts, h->ops.items[i]);
    if (LLVMIsALoadInst(root) && ae_loop_contains_block(P->L, LLVMGetInstructionParent(root)) &&
        LLVMGetOrdering(root) != LLVMAtomicOrderingNotAtomic)
      return root;
  }
  return NULL;
}

ArcDecision ae_h2_invariant(const HoistPlan *P, const HoistHandle *h) {
  ArcLoop *L = P->L;
  /* Refinement "atomic reload": the invariance argument for a reload (nothing in the loop
   * writes the slot, and another thread's write would be a data race unless something in the
   * loop synchronises) needs the reload to be a plain load. An atomic load of the slot races
   * with other threads' atomic stores by design, so another handle may appear in any iteration.
   * Only a private capture slot, which nobody writes while the region runs, is hoisted; the
   * copy keeps the load atomic (hoist_rewrite.c). */
  LLVMValueRef atomic = h->reload ? atomic_reload(P, h) : NULL;
  if (atomic && !ae_unsound(AE_UNSOUND_ATOMIC_COPY) && !ae_fx_slot_is_private_capture(h->key))
    return ae_refusal(AE_RULE_H2, AE_H2_ATOMIC_RELOAD, atomic);
  /* The handle, or the address it is reloaded from, is defined outside L. */
  if (h->reload && (!ae_loop_is_invariant(L, h->key) || LLVMGetVolatile(h->reload)))
    return ae_refusal(AE_RULE_H2,
                      LLVMGetVolatile(h->reload)      ? AE_H2_VOLATILE_RELOAD
                      : operands_invariant(L, h->key) ? AE_H2_ADDRESS_COMPUTED
                                                      : AE_H2_ADDRESS_CHANGES,
                      NULL);
  if (!h->reload && !ae_loop_is_invariant(L, h->key)) {
    return ae_refusal(AE_RULE_H2, AE_H2_HANDLE_CHANGES, NULL);
  }
  return (ArcDecision){0};
}

/* ---- second half: nothing in the loop writes the slot ------------------------------------ */

/* What may write the slot is the effects model's question (effects.h): alias analysis for the
 * instruction's own accesses; every instruction that may synchronise (an acquire, on any path:
 * a compare-exchange's failure ordering too; a call that is not nosync) for a slot another
 * thread may write; a retain, or a release that is not the last, only where its runtime's
 * counting runs no user code. */
static ArcReason writer_reason(ArcSlotWrite write) {
  switch (write) {
  case AE_SLOT_STORE:
    return AE_H2_SLOT_STORE;
  case AE_SLOT_CALL:
    return AE_H2_SLOT_CALL;
  case AE_SLOT_SYNC_CALL:
    return AE_H2_SLOT_SYNC_CALL;
  case AE_SLOT_SYNC:
  case AE_SLOT_NOT_WRITTEN:
    break;
  }
  return AE_H2_SLOT_SYNC; /* an acquire load, a fence, an atomic store or read-modify-write */
}

ArcDecision ae_h2_slot_unwritten(ArcAnalyses *A, const HoistPlan *P, const HoistHandle *h) {
  if (!h->reload)
    return (ArcDecision){0};
  LLVMValueRef slot = ae_strip_pointer_casts(LLVMGetOperand(h->reload, 0));
  /* A private capture slot is written by no one while the region runs, so no acquire in the
   * body can reveal a store to it either (the argument is in omp_capture.h). */
  if (ae_fx_slot_is_private_capture(slot))
    return (ArcDecision){0};
  for (size_t b = 0; b < ae_loop_block_count(P->L); ++b) {
    LLVMBasicBlockRef bb = ae_loop_block_at(P->L, b);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      ArcSlotWrite write = ae_unsound(AE_UNSOUND_H2) ? AE_SLOT_NOT_WRITTEN
                                                     : ae_fx_may_write_slot(A, P, i, h->reload);
      if (write != AE_SLOT_NOT_WRITTEN)
        return ae_refusal(AE_RULE_H2, writer_reason(write), i);
    }
  }
  return (ArcDecision){0};
}
