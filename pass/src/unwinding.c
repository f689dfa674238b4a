/* Landing pads and unwinding exits (see unwinding.h). */
#include "unwinding.h"

#include "call_sites.h"
#include "effects.h"

static LLVMValueRef first_non_phi(LLVMBasicBlockRef bb) {
  LLVMValueRef i = LLVMGetFirstInstruction(bb);
  while (i && LLVMIsAPHINode(i))
    i = LLVMGetNextInstruction(i);
  return i;
}

bool ae_block_is_landing_pad(LLVMBasicBlockRef bb) {
  LLVMValueRef first = first_non_phi(bb);
  return first && LLVMIsALandingPadInst(first);
}

bool ae_invoke_unwinds_to_landing_pad(LLVMValueRef invoke) {
  return LLVMIsAInvokeInst(invoke) && ae_block_is_landing_pad(LLVMGetUnwindDest(invoke));
}

bool ae_exit_is_unwinding(ArcLoop *L, LLVMBasicBlockRef exit) {
  if (ae_block_is_landing_pad(exit))
    return true;
  bool from_loop = false;
  for (size_t b = 0; b < ae_loop_block_count(L); ++b) {
    LLVMBasicBlockRef bb = ae_loop_block_at(L, b);
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    for (unsigned s = 0; term && s < LLVMGetNumSuccessors(term); ++s) {
      if (LLVMGetSuccessor(term, s) != exit)
        continue;
      if (!ae_block_is_landing_pad(bb))
        return false;
      from_loop = true;
    }
  }
  return from_loop;
}

bool ae_exit_never_returns(LLVMBasicBlockRef exit) {
  LLVMValueRef term = LLVMGetBasicBlockTerminator(exit);
  if (!term || LLVMGetInstructionOpcode(term) != LLVMUnreachable)
    return false;
  for (LLVMValueRef i = LLVMGetFirstInstruction(exit); i; i = LLVMGetNextInstruction(i))
    if (LLVMIsACallInst(i) && ae_fx_may_unwind(i))
      return false;
  return true;
}

bool ae_calls_for_invoked_entries(LLVMValueRef fn, const ArcProfile *profile) {
  bool changed = false;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    if (term && ae_invoke_of_entry_never_unwinds(term, profile)) {
      ae_invoke_to_call(term);
      changed = true;
    }
  }
  return changed;
}
