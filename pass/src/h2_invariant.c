/* H2, the handle is the same object in every iteration: its RC root is defined outside the
 * loop, or it is reloaded inside the loop with a plain load from a slot whose address is
 * defined outside it and that nothing in the loop may write. Then every retain and release of
 * the loop acts on one object, which one retain and one release around the loop act on too, and
 * the preheader's copy of the reload reads the value every iteration would have read.
 *
 * "May write" is LLVM's question (alias analysis, Instruction::mayWriteToMemory) with these
 * refinements, argued in docs/hoisting.md and docs/hoisting-soundness.md: a retain writes only
 * its object's header; a release the plan deletes can never be the last one, so it runs no
 * destructor and writes nothing (and as other handles are refused their releases become writers,
 * so the planner repeats this half until nothing changes); an OpenMP capture slot that only the
 * body's loads can reach is written by nothing (omp_capture.h); a relaxed atomic load creates no
 * happens-before edge (refinement "acquire", below), while a call that is not nosync writes
 * every slot another thread may write (refinement "synchronising call"); and an atomic reload is
 * refused unless its slot is such a private capture (refinement "atomic reload"). */
#include "hoist_rules.h"

#include "omp_capture.h"
#include "rc_identity.h"

/* The test-only unsound builds (CMake ARCELIDE_TEST_UNSOUND=NAME): H2 sees no writer at all;
 * ACQUIRE filters writers by opcode as the pass once did, missing acquire loads; ATOMIC_COPY
 * hoists atomic reloads of any slot (and copies them as plain loads, hoist_rewrite.c), as the
 * pass once did; SYNC_CALL trusts alias analysis for calls that may synchronise, as the pass
 * once did. */
#ifdef ARCELIDE_TEST_UNSOUND_H2
enum { UNSOUND_H2 = 1 };
#else
enum { UNSOUND_H2 = 0 };
#endif
#ifdef ARCELIDE_TEST_UNSOUND_ACQUIRE
enum { UNSOUND_ACQUIRE = 1 };
#else
enum { UNSOUND_ACQUIRE = 0 };
#endif
#ifdef ARCELIDE_TEST_UNSOUND_SYNC_CALL
enum { UNSOUND_SYNC_CALL = 1 };
#else
enum { UNSOUND_SYNC_CALL = 0 };
#endif
#ifdef ARCELIDE_TEST_UNSOUND_ATOMIC_COPY
enum { UNSOUND_ATOMIC_COPY = 1 };
#else
enum { UNSOUND_ATOMIC_COPY = 0 };
#endif

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
  if (atomic && !UNSOUND_ATOMIC_COPY && !ae_omp_slot_is_private_capture(h->key))
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

/* A load that is atomic but at most monotonic (relaxed). */
static bool is_relaxed_atomic_load(LLVMValueRef inst) {
  return LLVMIsALoadInst(inst) && LLVMGetOrdering(inst) == LLVMAtomicOrderingMonotonic &&
         !LLVMGetVolatile(inst);
}

/* H2 refinement "acquire": which instructions may change what a later reload of the slot sees is
 * LLVM's question, not an opcode filter. Instruction::mayWriteToMemory is true for stores,
 * calls that may write, fences, atomicrmw, cmpxchg and loads stronger than unordered, and alias
 * analysis answers ModRef for every ordered atomic access and fence whatever its address: an
 * acquire may make another thread's store to the slot visible, so the next iteration's reload
 * may read a different handle. One exception, argued in docs/hoisting-soundness.md: a relaxed
 * (monotonic) load creates no happens-before edge, so it cannot make another thread's write of a
 * slot that the loop reads non-atomically visible (such a write, unordered with the reload, would
 * be a data race); atomic reloads are decided before the scan (ae_h2_invariant). */
static bool may_write(LLVMValueRef inst) {
  if (UNSOUND_ACQUIRE)
    return !LLVMIsALoadInst(inst) && !LLVMIsAFenceInst(inst) && ae_may_write_memory(inst);
  return ae_may_write_memory(inst) && !is_relaxed_atomic_load(inst);
}

static bool is_call(LLVMValueRef inst) {
  return LLVMIsACallInst(inst) || LLVMIsAInvokeInst(inst) || LLVMIsACallBrInst(inst);
}

static bool writes_slot(ArcAnalyses *A, const HoistPlan *P, LLVMValueRef inst, LLVMValueRef load) {
  if (!may_write(inst))
    return false;
  ArcCall call = ae_facts_call(P->facts, inst);
  if (ae_call_is_retain(call.kind))
    return false; /* writes its object's header only */
  if (ae_call_is_release(call.kind) && ae_plan_deletes(P, inst))
    return false; /* never the last release: no destructor runs */
  if (ae_may_write_location_of(A, inst, load))
    return true;
  /* H2 refinement "synchronising call": alias analysis answers for the call's own accesses (its
   * memory attributes, GlobalsAA's view of the globals it can reach), not for another thread's
   * store that an acquire inside it makes visible. A call that is not nosync may be such an
   * acquire, whatever alias analysis says about the slot, unless no other thread may write the
   * slot at all (a noalias or byval argument's memory). */
  return !UNSOUND_SYNC_CALL && is_call(inst) && !ae_call_is_nosync(inst) &&
         !ae_memory_is_function_private(LLVMGetOperand(load, 0));
}

/* What kind of writer WRITER is, for the remark. */
static ArcReason writer_reason(ArcAnalyses *A, LLVMValueRef writer, LLVMValueRef load) {
  if (LLVMIsAStoreInst(writer) && LLVMGetOrdering(writer) == LLVMAtomicOrderingNotAtomic)
    return AE_H2_SLOT_STORE;
  if (is_call(writer))
    return ae_may_write_location_of(A, writer, load) ? AE_H2_SLOT_CALL : AE_H2_SLOT_SYNC_CALL;
  return AE_H2_SLOT_SYNC; /* an acquire load, a fence, an atomic store or read-modify-write */
}

ArcDecision ae_h2_slot_unwritten(ArcAnalyses *A, const HoistPlan *P, const HoistHandle *h) {
  if (!h->reload)
    return (ArcDecision){0};
  LLVMValueRef slot = ae_strip_pointer_casts(LLVMGetOperand(h->reload, 0));
  /* A private capture slot is written by no one while the region runs, so no acquire in the
   * body can reveal a store to it either (the argument is in omp_capture.h). */
  if (ae_omp_slot_is_private_capture(slot))
    return (ArcDecision){0};
  for (size_t b = 0; b < ae_loop_block_count(P->L); ++b) {
    LLVMBasicBlockRef bb = ae_loop_block_at(P->L, b);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (!UNSOUND_H2 && writes_slot(A, P, i, h->reload))
        return ae_refusal(AE_RULE_H2, writer_reason(A, i, h->reload), i);
  }
  return (ArcDecision){0};
}
