/* Call-site questions (see call_sites.h). */
#include "call_sites.h"

#include <string.h>

const char *ae_callee_name(LLVMValueRef call) {
  if (!LLVMIsACallInst(call) && !LLVMIsAInvokeInst(call) && !LLVMIsACallBrInst(call))
    return NULL;
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!LLVMIsAFunction(callee))
    return NULL;
  size_t length;
  return LLVMGetValueName2(callee, &length);
}

bool ae_is_lifetime_marker(LLVMValueRef call) {
  const char *name = ae_callee_name(call);
  return name && strncmp(name, "llvm.lifetime.", 14) == 0;
}

bool ae_function_has_attribute(LLVMValueRef fn, const char *name) {
  unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
  return LLVMIsAFunction(fn) &&
         LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, kind) != NULL;
}

bool ae_call_has_fn_attribute(LLVMValueRef call, const char *name) {
  unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
  return LLVMGetCallSiteEnumAttribute(call, LLVMAttributeFunctionIndex, kind) ||
         ae_function_has_attribute(LLVMGetCalledValue(call), name);
}

bool ae_call_objc_ignores_unwinding(LLVMValueRef call) {
  static const char kind_name[] = "clang.arc.no_objc_arc_exceptions";
  LLVMContextRef context = LLVMGetTypeContext(LLVMTypeOf(call));
  unsigned kind = LLVMGetMDKindIDInContext(context, kind_name, sizeof kind_name - 1);
  return LLVMGetMetadata(call, kind) != NULL;
}

bool ae_call_is_imprecise_release(LLVMValueRef call) {
  static const char kind_name[] = "clang.imprecise_release";
  LLVMContextRef context = LLVMGetTypeContext(LLVMTypeOf(call));
  unsigned kind = LLVMGetMDKindIDInContext(context, kind_name, sizeof kind_name - 1);
  return LLVMGetMetadata(call, kind) != NULL;
}
