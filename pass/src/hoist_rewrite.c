/* The hoisting rewrite (see hoist_rewrite.h): one retain in the preheader, one release at the
 * start of every exit block, the loop's own retains and releases of the handle deleted. Only
 * calls (and, for a reloaded handle, one load) are inserted; the CFG is never touched. */
#include "hoist_rewrite.h"

#include "omp_capture.h"
#include "rc_identity.h"
#include "unsound.h"

#include <assert.h>
#include <llvm-c/DebugInfo.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static LLVMValueRef callee_of_kind(const ArcFacts *facts, const HoistHandle *h, bool retain) {
  for (size_t i = 0; i < h->ops.count; ++i) {
    ArcCallKind kind = ae_facts_call(facts, h->ops.items[i]).kind;
    if (retain ? ae_call_is_retain(kind) : ae_call_is_release(kind))
      return h->ops.items[i];
  }
  return NULL;
}

static bool is_enum_attribute_named(LLVMAttributeRef attribute, const char *name) {
  return LLVMIsEnumAttribute(attribute) &&
         LLVMGetEnumAttributeKind(attribute) == LLVMGetEnumAttributeKindForName(name, strlen(name));
}

/* Gives CALL the attributes TEMPLATE has at INDEX (function, return or parameter). Of the
 * object parameter's attributes, `nonnull` and `dereferenceable` (which implies it) stay behind:
 * they say what was known where TEMPLATE is, and a release behind a NULL guard (H3 refinement
 * "NULL guard") carries a `nonnull` that the guard established and that is false at an exit
 * where the handle may be NULL (a call with a NULL `nonnull` argument is undefined behaviour). */
static void copy_call_attributes(LLVMValueRef template_call, LLVMValueRef call,
                                 LLVMAttributeIndex index) {
  unsigned count = LLVMGetCallSiteAttributeCount(template_call, index);
  if (count == 0)
    return;
  LLVMAttributeRef *attributes = malloc(count * sizeof *attributes);
  if (!attributes)
    abort();
  LLVMGetCallSiteAttributes(template_call, index, attributes);
  for (unsigned i = 0; i < count; ++i) {
    bool only_where_it_was = is_enum_attribute_named(attributes[i], "nonnull") ||
                             is_enum_attribute_named(attributes[i], "dereferenceable");
    if (index != 1 || !only_where_it_was)
      LLVMAddCallSiteAttribute(call, index, attributes[i]);
  }
  free(attributes);
}

LLVMValueRef ae_insert_call_like(LLVMValueRef template_call, LLVMValueRef value,
                                 LLVMValueRef before) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(value)));
  LLVMPositionBuilderBefore(b, before);
  LLVMTypeRef fn_type = LLVMGetCalledFunctionType(template_call);
  LLVMTypeRef params[2];
  unsigned argc = LLVMCountParamTypes(fn_type);
  assert(argc >= 1 && argc <= 2 && "a retain or release takes its object (and a constant)");
  LLVMGetParamTypes(fn_type, params);
  /* The object, and what the entry takes besides it: the same constant (an inlined count's
   * release takes its out-of-line function, ARC_SIG_VOID_OF_PTR_FN). */
  LLVMValueRef args[2] = {value, argc == 2 ? LLVMGetOperand(template_call, 1) : NULL};
  assert((argc == 1 || LLVMIsAConstant(args[1])) && "a further argument is a constant");
  if (LLVMTypeOf(args[0]) != params[0])
    args[0] = LLVMBuildPointerCast(b, args[0], params[0], "");
  LLVMValueRef call = LLVMBuildCall2(b, fn_type, LLVMGetCalledValue(template_call), args, argc, "");
  LLVMSetInstructionCallConv(call, LLVMGetInstructionCallConv(template_call));
  copy_call_attributes(template_call, call, LLVMAttributeFunctionIndex);
  copy_call_attributes(template_call, call, LLVMAttributeReturnIndex);
  copy_call_attributes(template_call, call, 1);
  LLVMInstructionSetDebugLoc(call, LLVMInstructionGetDebugLoc(template_call));
  LLVMDisposeBuilder(b);
  return call;
}

LLVMValueRef ae_exit_insertion_point(const HoistMemory *memory, LLVMBasicBlockRef exit) {
  LLVMValueRef last = ae_ptr_map_get(&memory->exit_cursor, exit);
  return last ? LLVMGetNextInstruction(last) : ae_first_insertion_point(exit);
}

LLVMValueRef ae_first_insertion_point(LLVMBasicBlockRef bb) {
  LLVMValueRef i = LLVMGetFirstInstruction(bb);
  while (i && LLVMIsAPHINode(i))
    i = LLVMGetNextInstruction(i);
  if (i && LLVMIsALandingPadInst(i))
    i = LLVMGetNextInstruction(i); /* an unwinding exit: after the landingpad */
  return i;
}

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
  if (ae_unsound(AE_UNSOUND_LOOP_ADDRESS))
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
  assert(LLVMIsALoadInst(h->reload) && "a reloaded handle's reload is a load");
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(h->reload)));
  LLVMPositionBuilderBefore(b, terminator);
  LLVMValueRef address = address_in_preheader(h, b);
  LLVMValueRef load;
  if (ae_unsound(AE_UNSOUND_ATOMIC_COPY)) {
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

void ae_hoist_handle(ArcAnalyses *A, ArcFacts *facts, ArcLoop *L, HoistHandle *h,
                     HoistMemory *memory) {
  LLVMValueRef retain = callee_of_kind(facts, h, true);
  LLVMValueRef release = callee_of_kind(facts, h, false);
  LLVMBasicBlockRef preheader = ae_loop_preheader(L);
  /* What the rules guarantee before a handle reaches the rewrite: H3, a retain and a release;
   * H1, a preheader and dedicated exits. */
  assert(!h->decision.rule && "no rule refused the handle");
  assert(retain && release && "H3 passed: the handle is retained and released in the loop");
  assert(preheader && ae_loop_has_dedicated_exits(L) && "H1 passed: the loop's form");

  for (size_t e = 0; h->carried && e < h->ops.count; ++e)
    ae_facts_erase(facts, h->ops.items[e]); /* H3 "carried": the reference is already held */
  if (h->carried) {
    value_list_free(&h->ops);
    return;
  }
  LLVMValueRef value = value_in_preheader(h, LLVMGetBasicBlockTerminator(preheader));
  LLVMValueRef placed = ae_insert_call_like(retain, value, LLVMGetBasicBlockTerminator(preheader));
  ae_facts_inserted(facts, placed);
  ae_ptr_set_add(&memory->placed, placed);
  for (size_t e = 0; e < ae_loop_exit_block_count(A, L); ++e) {
    LLVMBasicBlockRef exit = ae_loop_exit_block_at(A, L, e);
    if (ae_exit_disposition(h, e) == AE_EXIT_GETS_RELEASE) {
      LLVMValueRef inserted =
          ae_insert_call_like(release, value, ae_exit_insertion_point(memory, exit));
      ae_facts_inserted(facts, inserted);
      ae_ptr_map_put(&memory->exit_cursor, exit, inserted);
    }
  }

  for (size_t i = 0; i < h->ops.count; ++i) {
    ae_ptr_map_remove(&memory->placed, h->ops.items[i]);
    ae_facts_erase(facts, h->ops.items[i]); /* a retain's uses take its argument */
  }
  value_list_free(&h->ops);
  value_list_free(&h->own_exit_releases);
  free(h->exits);
  h->exits = NULL;
}
