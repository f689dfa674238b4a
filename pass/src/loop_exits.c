/* Rule H1, ways out of a loop through callees (see loop_exits.h). */
#include "loop_exits.h"

#include "call_sites.h"


/* The test-only unsound build (CMake ARCELIDE_TEST_UNSOUND=NORETURN) believes every call
 * returns, so it hoists with plain entries where the scoped ones are needed. */
#ifdef ARCELIDE_TEST_UNSOUND_NORETURN
enum { UNSOUND_NORETURN = 1 };
#else
enum { UNSOUND_NORETURN = 0 };
#endif

static bool is_runtime_call(LLVMValueRef call, const ArcProfile *profile) {
  ArcCallKind kind = arc_classify_call(call, profile).kind;
  return kind != ARC_CALL_NONE && kind != ARC_CALL_MISMATCH;
}

static bool returns(LLVMValueRef call, bool for_objc) {
  if (for_objc && arc_call_objc_ignores_unwinding(call))
    return arc_call_has_fn_attribute(call, "willreturn");
  return arc_transfers_execution(call);
}

LLVMValueRef arc_loop_call_that_may_not_return(ArcLoop *L, const ArcProfile *profile,
                                               bool for_objc) {
  if (UNSOUND_NORETURN)
    return NULL;
  for (size_t b = 0; b < arc_loop_block_count(L); ++b) {
    LLVMBasicBlockRef bb = arc_loop_block_at(L, b);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (LLVMIsACallInst(i) && !is_runtime_call(i, profile) && !returns(i, for_objc))
        return i;
  }
  return NULL;
}

static bool returns_twice(LLVMValueRef call) {
  return arc_call_has_fn_attribute(call, "returns_twice");
}

LLVMValueRef arc_function_returns_twice_call(LLVMValueRef fn) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if ((LLVMIsACallInst(i) || LLVMIsAInvokeInst(i)) && returns_twice(i))
        return i;
  return NULL;
}

static LLVMTypeRef scoped_entry_type(LLVMContextRef context, ArcCallKind kind) {
  LLVMTypeRef ptr = LLVMPointerTypeInContext(context, 0);
  LLVMTypeRef params[2] = {ptr, ptr};
  LLVMTypeRef ret = kind == ARC_CALL_RETAIN_SCOPED ? ptr : LLVMVoidTypeInContext(context);
  return LLVMFunctionType(ret, params, 2, 0);
}

/* The entry's declaration in *FN (NULL when MODULE has none yet); false when the name is taken
 * by something of another type. */
static bool find_scoped_entry(LLVMModuleRef module, const char *name, LLVMTypeRef type,
                              LLVMValueRef *fn) {
  *fn = LLVMGetNamedFunction(module, name);
  if (*fn)
    return LLVMGlobalGetValueType(*fn) == type;
  return !LLVMGetNamedGlobal(module, name) && !LLVMGetNamedGlobalAlias(module, name, strlen(name));
}

bool arc_scoped_entry_usable(LLVMModuleRef module, const ArcProfile *profile, ArcCallKind kind) {
  const char *name = arc_profile_entry_name(profile, kind);
  LLVMValueRef fn;
  return name && find_scoped_entry(module, name,
                                   scoped_entry_type(LLVMGetModuleContext(module), kind), &fn);
}

LLVMValueRef arc_scoped_entry(LLVMModuleRef module, const ArcProfile *profile, ArcCallKind kind) {
  const char *name = arc_profile_entry_name(profile, kind);
  LLVMContextRef context = LLVMGetModuleContext(module);
  LLVMTypeRef type = scoped_entry_type(context, kind);
  LLVMValueRef fn;
  if (!name || !find_scoped_entry(module, name, type, &fn))
    return NULL;
  if (fn)
    return fn;
  fn = LLVMAddFunction(module, name, type);
  static const char nounwind[] = "nounwind";
  unsigned nounwind_kind = LLVMGetEnumAttributeKindForName(nounwind, sizeof nounwind - 1);
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                          LLVMCreateEnumAttribute(context, nounwind_kind, 0));
  return fn;
}
