/* The hoisting rewrite (see loop_hoist.h): one retain in the preheader, one release at the
 * start of every exit block, the loop's own retains and releases of the handle deleted. Only
 * calls (and, for a reloaded handle, one load) are inserted; the CFG is never touched. */
#include "loop_hoist.h"

#include "omp_capture.h"
#include "rc_identity.h"
#include "remarks.h"

#include <llvm-c/DebugInfo.h>
#include <stdbool.h>
#include <stdlib.h>

static LLVMValueRef callee_of_kind(const HoistHandle *h, const ArcProfile *profile, bool retain) {
  for (size_t i = 0; i < h->ops.count; ++i) {
    ArcCallKind kind = arc_classify_call(h->ops.items[i], profile).kind;
    if (retain ? arc_call_is_retain(kind) : arc_call_is_release(kind))
      return h->ops.items[i];
  }
  return NULL;
}

/* Gives CALL the attributes TEMPLATE has at INDEX (function, return or parameter). */
static void copy_call_attributes(LLVMValueRef template_call, LLVMValueRef call,
                                 LLVMAttributeIndex index) {
  unsigned count = LLVMGetCallSiteAttributeCount(template_call, index);
  if (count == 0)
    return;
  LLVMAttributeRef *attributes = malloc(count * sizeof *attributes);
  if (!attributes)
    abort();
  LLVMGetCallSiteAttributes(template_call, index, attributes);
  for (unsigned i = 0; i < count; ++i)
    LLVMAddCallSiteAttribute(call, index, attributes[i]);
  free(attributes);
}

/* A call like TEMPLATE (same callee and type) on VALUE, before BEFORE. */
static LLVMValueRef insert_call_like(LLVMValueRef template_call, LLVMValueRef value,
                                     LLVMValueRef before) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(value)));
  LLVMPositionBuilderBefore(b, before);
  LLVMTypeRef fn_type = LLVMGetCalledFunctionType(template_call);
  LLVMTypeRef param;
  LLVMGetParamTypes(fn_type, &param);
  LLVMValueRef arg = value;
  if (LLVMTypeOf(arg) != param)
    arg = LLVMBuildPointerCast(b, arg, param, "");
  LLVMValueRef call = LLVMBuildCall2(b, fn_type, LLVMGetCalledValue(template_call), &arg, 1, "");
  LLVMSetInstructionCallConv(call, LLVMGetInstructionCallConv(template_call));
  copy_call_attributes(template_call, call, LLVMAttributeFunctionIndex);
  copy_call_attributes(template_call, call, LLVMAttributeReturnIndex);
  copy_call_attributes(template_call, call, 1);
  LLVMInstructionSetDebugLoc(call, LLVMInstructionGetDebugLoc(template_call));
  LLVMDisposeBuilder(b);
  return call;
}

static LLVMValueRef first_insertion_point(LLVMBasicBlockRef bb) {
  LLVMValueRef i = LLVMGetFirstInstruction(bb);
  while (i && LLVMIsAPHINode(i))
    i = LLVMGetNextInstruction(i);
  return i;
}

/* The handle's value in the preheader: the invariant root itself, or a copy of its reload. */
static LLVMValueRef value_in_preheader(const HoistHandle *h, LLVMValueRef terminator) {
  if (!h->reload)
    return h->key;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(h->reload)));
  LLVMPositionBuilderBefore(b, terminator);
  LLVMValueRef load = LLVMBuildLoad2(b, LLVMTypeOf(h->reload), LLVMGetOperand(h->reload, 0), "");
  LLVMSetAlignment(load, LLVMGetAlignment(h->reload));
  LLVMInstructionSetDebugLoc(load, LLVMInstructionGetDebugLoc(h->reload));
  LLVMDisposeBuilder(b);
  return load;
}

void arc_hoist_handle(ArcAnalyses *A, ArcLoop *L, HoistHandle *h, const ArcProfile *profile) {
  LLVMValueRef retain = callee_of_kind(h, profile, true);
  LLVMValueRef release = callee_of_kind(h, profile, false);

  arc_remark_hoisted(A, L, h, profile, retain);

  LLVMBasicBlockRef preheader = arc_loop_preheader(L);
  LLVMValueRef value = value_in_preheader(h, LLVMGetBasicBlockTerminator(preheader));
  insert_call_like(retain, value, LLVMGetBasicBlockTerminator(preheader));
  for (size_t e = 0; e < arc_loop_exit_block_count(A, L); ++e) {
    LLVMBasicBlockRef exit = arc_loop_exit_block_at(A, L, e);
    bool has_own = false;
    for (size_t k = 0; k < h->kept_exit_releases.count; ++k)
      has_own |= LLVMGetInstructionParent(h->kept_exit_releases.items[k]) == exit;
    if (!has_own)
      insert_call_like(release, value, first_insertion_point(exit));
  }

  for (size_t i = 0; i < h->ops.count; ++i) {
    LLVMValueRef op = h->ops.items[i];
    if (LLVMGetTypeKind(LLVMTypeOf(op)) != LLVMVoidTypeKind)
      LLVMReplaceAllUsesWith(op, LLVMGetOperand(op, 0)); /* a retain returns its argument */
    LLVMInstructionEraseFromParent(op);
  }
  value_list_free(&h->ops);
  value_list_free(&h->kept_exit_releases);
}
