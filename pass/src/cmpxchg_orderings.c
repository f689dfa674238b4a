/* Compare-exchanges that acquire only on failure, made visible to LLVM (see cmpxchg_orderings.h).
 */
#include "cmpxchg_orderings.h"

/* The weakest ordering that is at least as strong as both A and B: release and acquire combine
 * into acq_rel (LLVM's orderings are not a chain there). */
static LLVMAtomicOrdering combined(LLVMAtomicOrdering a, LLVMAtomicOrdering b) {
  if ((a == LLVMAtomicOrderingRelease && b == LLVMAtomicOrderingAcquire) ||
      (a == LLVMAtomicOrderingAcquire && b == LLVMAtomicOrderingRelease))
    return LLVMAtomicOrderingAcquireRelease;
  return a > b ? a : b;
}

bool ae_strengthen_cmpxchg_success_orderings(LLVMValueRef fn) {
  bool changed = false;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      if (!LLVMIsAAtomicCmpXchgInst(i))
        continue;
      LLVMAtomicOrdering success = LLVMGetCmpXchgSuccessOrdering(i);
      LLVMAtomicOrdering wanted = combined(success, LLVMGetCmpXchgFailureOrdering(i));
      if (wanted != success) {
        LLVMSetCmpXchgSuccessOrdering(i, wanted);
        changed = true;
      }
    }
  return changed;
}
