/* The hoisting rewrite (see loop_hoist.h): one retain in the preheader, one release at the
 * start of every exit block, the loop's own retains and releases of the handle deleted. Only
 * calls (and, for a reloaded handle, one load; for scoped entries, the function's frame slot
 * and its store at entry) are inserted; the CFG is never touched. */
#include "loop_hoist.h"

#include "loop_exits.h"
#include "omp_capture.h"
#include "rc_identity.h"
#include "remarks.h"

#include <llvm-c/DebugInfo.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The first of H's calls that is a retain (RETAIN) or release, a plain one when there is one:
 * the template of the calls the rewrite inserts. */
static LLVMValueRef callee_of_kind(const HoistHandle *h, const ArcProfile *profile, bool retain) {
  LLVMValueRef scoped = NULL;
  for (size_t i = 0; i < h->ops.count; ++i) {
    ArcCallKind kind = arc_classify_call(h->ops.items[i], profile).kind;
    if (!(retain ? arc_call_is_retain(kind) : arc_call_is_release(kind)))
      continue;
    if (!arc_call_is_scoped(kind))
      return h->ops.items[i];
    if (!scoped)
      scoped = h->ops.items[i];
  }
  return scoped;
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

/* A call of the scoped entry FN on VALUE and the frame SLOT, before BEFORE, with TEMPLATE's
 * calling convention, `nounwind` when TEMPLATE has it, and debug location (no other attribute:
 * a plain retain's `memory` or `willreturn`, if any, would not hold for a scoped one). */
static LLVMValueRef insert_scoped_call(LLVMValueRef template_call, LLVMValueRef fn,
                                       LLVMValueRef value, LLVMValueRef slot, LLVMValueRef before) {
  LLVMContextRef context = LLVMGetTypeContext(LLVMTypeOf(value));
  LLVMBuilderRef b = LLVMCreateBuilderInContext(context);
  LLVMPositionBuilderBefore(b, before);
  LLVMTypeRef fn_type = LLVMGlobalGetValueType(fn);
  LLVMTypeRef params[2];
  LLVMGetParamTypes(fn_type, params);
  LLVMValueRef args[2] = {value, slot};
  if (LLVMTypeOf(value) != params[0])
    args[0] = LLVMBuildPointerCast(b, value, params[0], "");
  LLVMValueRef call = LLVMBuildCall2(b, fn_type, fn, args, 2, "");
  LLVMSetInstructionCallConv(call, LLVMGetInstructionCallConv(template_call));
  static const char nounwind[] = "nounwind";
  unsigned nounwind_kind = LLVMGetEnumAttributeKindForName(nounwind, sizeof nounwind - 1);
  if (LLVMGetCallSiteEnumAttribute(template_call, LLVMAttributeFunctionIndex, nounwind_kind) ||
      LLVMGetEnumAttributeAtIndex(LLVMGetCalledValue(template_call), LLVMAttributeFunctionIndex,
                                  nounwind_kind))
    LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex,
                             LLVMCreateEnumAttribute(context, nounwind_kind, 0));
  LLVMInstructionSetDebugLoc(call, LLVMInstructionGetDebugLoc(template_call));
  LLVMDisposeBuilder(b);
  return call;
}

/* The function's frame slot, made on first use: `alloca i64` at the top of the entry block and
 * `store i64 0` right after it, so that every invocation starts with no cookie (the runtime
 * writes the invocation's cookie at its first scoped retain). */
static LLVMValueRef frame_slot(ArcFrameSlot *frame, LLVMValueRef fn) {
  if (frame->slot)
    return frame->slot;
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  LLVMContextRef context = LLVMGetTypeContext(LLVMTypeOf(fn));
  LLVMBuilderRef b = LLVMCreateBuilderInContext(context);
  LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(entry));
  LLVMTypeRef i64 = LLVMInt64TypeInContext(context);
  frame->slot = LLVMBuildAlloca(b, i64, "arc.frame");
  LLVMSetAlignment(frame->slot, 8);
  LLVMValueRef store = LLVMBuildStore(b, LLVMConstInt(i64, 0, 0), frame->slot);
  LLVMSetAlignment(store, 8);
  LLVMDisposeBuilder(b);
  return frame->slot;
}

static LLVMValueRef first_insertion_point(LLVMBasicBlockRef bb) {
  LLVMValueRef i = LLVMGetFirstInstruction(bb);
  while (i && LLVMIsAPHINode(i))
    i = LLVMGetNextInstruction(i);
  return i;
}

/* The test-only unsound builds (CMake ARCELIDE_TEST_UNSOUND=NAME): ATOMIC_COPY copies the reload
 * as a plain load; LOOP_ADDRESS loads through the reload's own address operand, which may be
 * computed inside the loop. */
#ifdef ARCELIDE_TEST_UNSOUND_ATOMIC_COPY
enum { UNSOUND_ATOMIC_COPY = 1 };
#else
enum { UNSOUND_ATOMIC_COPY = 0 };
#endif
#ifdef ARCELIDE_TEST_UNSOUND_LOOP_ADDRESS
enum { UNSOUND_LOOP_ADDRESS = 1 };
#else
enum { UNSOUND_LOOP_ADDRESS = 0 };
#endif

/* Metadata a load keeps when it moves to the preheader: what describes the access itself (its
 * type for TBAA). Everything else is dropped: !nonnull, !range, !noundef, !align,
 * !dereferenceable and !invariant.load promise things about the value or the memory that were
 * established where the load was (making them wrong in the preheader would be undefined
 * behaviour, dropping them only loses information); !alias.scope/!noalias belong to a scope that
 * may not include the preheader; !access.group and !llvm.mem.parallel_loop_access name the loop. */
static unsigned kind_id(LLVMContextRef context, const char *name) {
  return LLVMGetMDKindIDInContext(context, name, (unsigned)strlen(name));
}

static void drop_metadata_for_preheader(LLVMValueRef load) {
  LLVMContextRef context = LLVMGetTypeContext(LLVMTypeOf(load));
  unsigned tbaa = kind_id(context, "tbaa"), tbaa_struct = kind_id(context, "tbaa.struct");
  size_t count = 0;
  LLVMValueMetadataEntry *entries = LLVMInstructionGetAllMetadataOtherThanDebugLoc(load, &count);
  for (size_t e = 0; e < count; ++e) {
    unsigned kind = LLVMValueMetadataEntriesGetKind(entries, (unsigned)e);
    if (kind != tbaa && kind != tbaa_struct)
      LLVMSetMetadata(load, kind, NULL);
  }
  LLVMDisposeValueMetadataEntries(entries);
}

/* The address to load from in the preheader: the stripped, invariant address H2 checked (the
 * handle's key), converted back to the reload's pointer type when a cast was stripped. The
 * reload's own operand may be a cast or zero-offset GEP computed inside the loop. */
static LLVMValueRef address_in_preheader(const HoistHandle *h, LLVMBuilderRef b) {
  LLVMValueRef in_loop = LLVMGetOperand(h->reload, 0);
  if (UNSOUND_LOOP_ADDRESS)
    return in_loop;
  LLVMValueRef address = h->key;
  if (LLVMTypeOf(address) != LLVMTypeOf(in_loop))
    address = LLVMBuildPointerCast(b, address, LLVMTypeOf(in_loop), "");
  return address;
}

/* The handle's value in the preheader: the invariant root itself, or a copy of its reload. The
 * copy is a clone of the reload (H2 refinement "atomic copy"): its atomic ordering and sync
 * scope, alignment and volatility stay what they were, so a relaxed atomic load stays one; only
 * its address (see above) and its metadata (see above) change. */
static LLVMValueRef value_in_preheader(const HoistHandle *h, LLVMValueRef terminator) {
  if (!h->reload)
    return h->key;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(h->reload)));
  LLVMPositionBuilderBefore(b, terminator);
  LLVMValueRef address = address_in_preheader(h, b);
  LLVMValueRef load;
  if (UNSOUND_ATOMIC_COPY) {
    load = LLVMBuildLoad2(b, LLVMTypeOf(h->reload), address, "");
    LLVMSetAlignment(load, LLVMGetAlignment(h->reload));
  } else {
    load = LLVMInstructionClone(h->reload);
    LLVMInsertIntoBuilderWithName(b, load, "");
    LLVMSetOperand(load, 0, address);
    drop_metadata_for_preheader(load);
  }
  LLVMInstructionSetDebugLoc(load, LLVMInstructionGetDebugLoc(h->reload));
  LLVMDisposeBuilder(b);
  return load;
}

void arc_hoist_handle(ArcAnalyses *A, ArcLoop *L, HoistHandle *h, const ArcProfile *profile,
                      ArcFrameSlot *frame) {
  LLVMValueRef retain = callee_of_kind(h, profile, true);
  LLVMValueRef release = callee_of_kind(h, profile, false);

  arc_remark_hoisted(A, L, h, profile, retain);

  LLVMBasicBlockRef preheader = arc_loop_preheader(L);
  LLVMValueRef value = value_in_preheader(h, LLVMGetBasicBlockTerminator(preheader));
  LLVMValueRef scoped_retain = NULL, scoped_release = NULL, slot = NULL;
  if (h->scoped) {
    LLVMValueRef fn = LLVMGetBasicBlockParent(preheader);
    LLVMModuleRef module = LLVMGetGlobalParent(fn);
    scoped_retain = arc_scoped_entry(module, h->runtime, ARC_CALL_RETAIN_SCOPED);
    scoped_release = arc_scoped_entry(module, h->runtime, ARC_CALL_RELEASE_SCOPED);
    slot = frame_slot(frame, fn); /* checked usable by the plan (loop_hoist.c) */
  }
  /* Retains go before the terminator, releases to the first insertion point of each exit: the
   * handles of one loop, hoisted in order, are released in the reverse order of their retains,
   * which is the order the runtime's scoped stack pops fastest. */
  if (h->scoped)
    insert_scoped_call(retain, scoped_retain, value, slot, LLVMGetBasicBlockTerminator(preheader));
  else
    insert_call_like(retain, value, LLVMGetBasicBlockTerminator(preheader));
  for (size_t e = 0; e < arc_loop_exit_block_count(A, L); ++e) {
    LLVMBasicBlockRef exit = arc_loop_exit_block_at(A, L, e);
    bool has_own = false;
    for (size_t k = 0; k < h->kept_exit_releases.count; ++k)
      has_own |= LLVMGetInstructionParent(h->kept_exit_releases.items[k]) == exit;
    if (has_own)
      continue;
    if (h->scoped)
      insert_scoped_call(release, scoped_release, value, slot, first_insertion_point(exit));
    else
      insert_call_like(release, value, first_insertion_point(exit));
  }
  /* A kept exit release now releases the scoped reference: it must unregister it too (a plain
   * release would leave the entry for the runtime to release a second time). */
  for (size_t k = 0; h->scoped && k < h->kept_exit_releases.count; ++k) {
    LLVMValueRef kept = h->kept_exit_releases.items[k];
    if (arc_call_is_scoped(arc_classify_call(kept, profile).kind) &&
        LLVMGetOperand(kept, 1) == slot)
      continue;
    insert_scoped_call(kept, scoped_release, LLVMGetOperand(kept, 0), slot, kept);
    LLVMInstructionEraseFromParent(kept);
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
