/* RC identity (see rc_identity.h). */
#include "rc_identity.h"

#include <stdbool.h>
#include <stddef.h>

static bool is_zero_index(LLVMValueRef index) {
  return LLVMIsAConstantInt(index) && LLVMConstIntGetZExtValue(index) == 0;
}

/* The operand a no-op pointer conversion forwards, or NULL. */
static LLVMValueRef forwarded_pointer(LLVMValueRef v) {
  LLVMOpcode op;
  if (LLVMIsAInstruction(v))
    op = LLVMGetInstructionOpcode(v);
  else if (LLVMIsAConstantExpr(v))
    op = LLVMGetConstOpcode(v);
  else
    return NULL;
  switch (op) {
  case LLVMBitCast:
  case LLVMAddrSpaceCast:
    return LLVMGetOperand(v, 0);
  case LLVMGetElementPtr:
    for (int i = 1; i < LLVMGetNumOperands(v); ++i)
      if (!is_zero_index(LLVMGetOperand(v, i)))
        return NULL;
    return LLVMGetOperand(v, 0);
  default:
    return NULL;
  }
}

LLVMValueRef ae_strip_pointer_casts(LLVMValueRef v) {
  for (LLVMValueRef next; (next = forwarded_pointer(v));)
    v = next;
  return v;
}
