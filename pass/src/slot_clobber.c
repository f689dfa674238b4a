/* H2: writers of a reloaded handle's slot (see slot_clobber.h). */
#include "slot_clobber.h"

#include "omp_capture.h"
#include "rc_identity.h"

static bool may_write_memory(LLVMValueRef inst) {
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMStore:
  case LLVMCall:
  case LLVMInvoke:
  case LLVMCallBr:
  case LLVMAtomicRMW:
  case LLVMAtomicCmpXchg:
  case LLVMFence:
  case LLVMVAArg:
    return true;
  default:
    return false;
  }
}

static bool writes_slot(ArcAnalyses *A, LLVMValueRef inst, LLVMValueRef load,
                        const ArcProfile *profile, ArcPairedReleaseFn is_paired, void *context) {
  if (!may_write_memory(inst))
    return false;
  ArcCall call = arc_classify_call(inst, profile);
  if (arc_call_is_scoped(call.kind) && is_paired(inst, context))
    return false; /* hoisted with its pair: gone from the loop */
  if (arc_call_is_retain(call.kind) && !arc_call_is_scoped(call.kind))
    return false; /* writes its object's header only (a scoped one may release the thread's
                     stranded references: their destructors may write anything) */
  if (arc_call_is_release(call.kind) && is_paired(inst, context))
    return false; /* never the last release: no destructor runs */
  return arc_may_write_location_of(A, inst, load);
}

/* The test-only unsound build (CMake ARCELIDE_TEST_UNSOUND=H2) sees no writer at all. */
#ifdef ARCELIDE_TEST_UNSOUND_H2
enum { UNSOUND_H2 = 1 };
#else
enum { UNSOUND_H2 = 0 };
#endif

LLVMValueRef arc_find_slot_writer(ArcAnalyses *A, ArcLoop *L, LLVMValueRef load,
                                  const ArcProfile *profile, ArcPairedReleaseFn is_paired,
                                  void *context) {
  LLVMValueRef slot = arc_strip_pointer_casts(LLVMGetOperand(load, 0));
  if (arc_omp_slot_is_private_capture(slot))
    return NULL;
  for (size_t b = 0; b < arc_loop_block_count(L); ++b) {
    LLVMBasicBlockRef bb = arc_loop_block_at(L, b);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (!UNSOUND_H2 && writes_slot(A, i, load, profile, is_paired, context))
        return i;
  }
  return NULL;
}
