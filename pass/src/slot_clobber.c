/* H2: writers of a reloaded handle's slot (see slot_clobber.h). */
#include "slot_clobber.h"

#include "omp_capture.h"
#include "rc_identity.h"

/* The test-only unsound builds (CMake ARCELIDE_TEST_UNSOUND=NAME): H2 sees no writer at all;
 * ACQUIRE filters writers by opcode as the pass once did, missing acquire loads. */
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
 * be a data race); atomic reloads are decided before the scan (loop_hoist.c). */
static bool may_write(LLVMValueRef inst) {
  if (UNSOUND_ACQUIRE)
    return !LLVMIsALoadInst(inst) && !LLVMIsAFenceInst(inst) && ae_may_write_memory(inst);
  return ae_may_write_memory(inst) && !is_relaxed_atomic_load(inst);
}

static bool writes_slot(ArcAnalyses *A, LLVMValueRef inst, LLVMValueRef load, const ArcFacts *facts,
                        ArcPairedReleaseFn is_paired, void *context) {
  if (!may_write(inst))
    return false;
  ArcCall call = ae_facts_call(facts, inst);
  if (ae_call_is_retain(call.kind))
    return false; /* writes its object's header only */
  if (ae_call_is_release(call.kind) && is_paired(inst, context))
    return false; /* never the last release: no destructor runs */
  return ae_may_write_location_of(A, inst, load);
}

LLVMValueRef ae_find_slot_writer(ArcAnalyses *A, ArcLoop *L, LLVMValueRef load,
                                 const ArcFacts *facts, ArcPairedReleaseFn is_paired,
                                 void *context) {
  LLVMValueRef slot = ae_strip_pointer_casts(LLVMGetOperand(load, 0));
  /* A private capture slot is written by no one while the region runs, so no acquire in the
   * body can reveal a store to it either (the argument is in omp_capture.h). */
  if (ae_omp_slot_is_private_capture(slot))
    return NULL;
  for (size_t b = 0; b < ae_loop_block_count(L); ++b) {
    LLVMBasicBlockRef bb = ae_loop_block_at(L, b);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (!UNSOUND_H2 && writes_slot(A, i, load, facts, is_paired, context))
        return i;
  }
  return NULL;
}
