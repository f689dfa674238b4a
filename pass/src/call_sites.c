/* Call-site questions (see call_sites.h). */
#include "call_sites.h"

#include <string.h>

const char *arc_callee_name(LLVMValueRef call) {
  if (!LLVMIsACallInst(call) && !LLVMIsAInvokeInst(call) && !LLVMIsACallBrInst(call))
    return NULL;
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!LLVMIsAFunction(callee))
    return NULL;
  size_t length;
  return LLVMGetValueName2(callee, &length);
}

bool arc_is_lifetime_marker(LLVMValueRef call) {
  const char *name = arc_callee_name(call);
  return name && strncmp(name, "llvm.lifetime.", 14) == 0;
}
