/* H6: constant immortal objects, and NULL for runtimes whose entries ignore it (see
 * h6_immortal.h). */
#include "h6_immortal.h"

#include "remarks.h"

#include "arc.h" /* ARC_RC_IMMORTAL_MAX: count words at or below it are IMMORTAL */

/* The global a constant pointer points into, or NULL. */
static LLVMValueRef base_global(LLVMValueRef v) {
  while (LLVMIsAConstantExpr(v)) {
    LLVMOpcode op = LLVMGetConstOpcode(v);
    if (op != LLVMGetElementPtr && op != LLVMBitCast && op != LLVMAddrSpaceCast)
      return NULL;
    v = LLVMGetOperand(v, 0);
  }
  return LLVMIsAGlobalVariable(v) ? v : NULL;
}

/* The first scalar of a constant initializer, looking into the first element of aggregates. */
static LLVMValueRef first_word(LLVMValueRef init) {
  while (init && !LLVMIsAConstantInt(init)) {
    LLVMTypeKind kind = LLVMGetTypeKind(LLVMTypeOf(init));
    if (kind != LLVMStructTypeKind && kind != LLVMArrayTypeKind)
      return NULL;
    init = LLVMGetAggregateElement(init, 0);
  }
  return init;
}

static bool is_constant_immortal(LLVMValueRef handle) {
  LLVMValueRef global = base_global(handle);
  if (!global || !LLVMIsGlobalConstant(global) || LLVMIsDeclaration(global))
    return false;
  LLVMValueRef word = first_word(LLVMGetInitializer(global));
  return word && LLVMGetIntTypeWidth(LLVMTypeOf(word)) == 64 &&
         LLVMConstIntGetSExtValue(word) <= ARC_RC_IMMORTAL_MAX;
}

bool ae_delete_immortal_ops(ArcAnalyses *A, ArcFacts *facts, LLVMValueRef fn,
                            ArcTermination *termination) {
  bool changed = false;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef next;
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = next) {
      next = LLVMGetNextInstruction(i);
      ArcCall call = ae_facts_call(facts, i);
      if (!ae_call_is_retain(call.kind) && !ae_call_is_release(call.kind))
        continue;
      LLVMValueRef root = ae_facts_root(facts, i);
      bool null_noop = call.profile->null_is_noop && LLVMIsAConstantPointerNull(root);
      if (!null_noop &&
          (!call.profile->immortal_band || !LLVMIsAConstant(root) || !is_constant_immortal(root)))
        continue;
      if (null_noop)
        ae_remark_null_deleted(A, i, ae_call_is_retain(call.kind), call.profile->name);
      else
        ae_remark_immortal_deleted(A, i, ae_call_is_retain(call.kind), base_global(root));
      ae_termination_before_removal(termination, A, facts, ae_loop_for_block(A, bb));
      ae_facts_erase(facts, i); /* a retain's uses take its argument */
      changed = true;
    }
  }
  return changed;
}
