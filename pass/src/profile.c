/* The built-in runtime profiles and call-site classification (see profile.h). */
#include "profile.h"

#include <string.h>

static const ArcEntry arc_entries[] = {
    {"arc_retain", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR},
    {"arc_release", ARC_CALL_RELEASE, ARC_SIG_VOID_OF_PTR},
    {"arc_retain_local", ARC_CALL_RETAIN_LOCAL, ARC_SIG_PTR_OF_PTR},
    {"arc_release_local", ARC_CALL_RELEASE_LOCAL, ARC_SIG_VOID_OF_PTR},
    {"arc_alloc", ARC_CALL_ALLOC, ARC_SIG_PTR_OF_SIZE_FN},
    {"arc_alloc_local", ARC_CALL_ALLOC_LOCAL, ARC_SIG_PTR_OF_SIZE_FN},
    {"arc_publish", ARC_CALL_PUBLISH, ARC_SIG_PTR_OF_PTR},
    {"arc_count", ARC_CALL_OBSERVER, ARC_SIG_INT_OF_PTR},
    {"arc_is_unique", ARC_CALL_OBSERVER, ARC_SIG_INT_OF_PTR},
    {NULL, ARC_CALL_NONE, ARC_SIG_VOID_OF_PTR},
};

static const ArcProfile builtin_profiles[] = {
    {"arc", arc_entries, true},
};
enum { PROFILE_COUNT = sizeof builtin_profiles / sizeof builtin_profiles[0] };

const ArcProfile *arc_profile_find(const char *name) {
  for (int i = 0; i < PROFILE_COUNT; ++i)
    if (strcmp(builtin_profiles[i].name, name) == 0)
      return &builtin_profiles[i];
  return NULL;
}

const char *arc_profile_names(void) { return "arc"; }

static bool is_pointer(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMPointerTypeKind; }
static bool is_integer(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMIntegerTypeKind; }

static bool signature_fits(LLVMTypeRef fn_type, ArcSignature sig) {
  if (LLVMIsFunctionVarArg(fn_type))
    return false;
  unsigned argc = LLVMCountParamTypes(fn_type);
  LLVMTypeRef params[2];
  if (argc > 2)
    return false;
  LLVMGetParamTypes(fn_type, params);
  LLVMTypeRef ret = LLVMGetReturnType(fn_type);
  switch (sig) {
  case ARC_SIG_PTR_OF_PTR:
    return argc == 1 && is_pointer(params[0]) && ret == params[0];
  case ARC_SIG_VOID_OF_PTR:
    return argc == 1 && is_pointer(params[0]) && LLVMGetTypeKind(ret) == LLVMVoidTypeKind;
  case ARC_SIG_INT_OF_PTR:
    return argc == 1 && is_pointer(params[0]) && is_integer(ret);
  case ARC_SIG_PTR_OF_SIZE_FN:
    return argc == 2 && is_integer(params[0]) && is_pointer(params[1]) && is_pointer(ret);
  }
  return false;
}

static const ArcEntry *find_entry(const ArcProfile *profile, const char *name) {
  for (const ArcEntry *e = profile->entries; e->name; ++e)
    if (strcmp(e->name, name) == 0)
      return e;
  return NULL;
}

ArcCall arc_classify_call(LLVMValueRef call, const ArcProfile *profile) {
  ArcCall result = {ARC_CALL_NONE, NULL, NULL, NULL};
  if (!LLVMIsACallInst(call) && !LLVMIsAInvokeInst(call))
    return result;
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!LLVMIsAFunction(callee))
    return result; /* indirect calls are never runtime calls */
  size_t length;
  const char *name = LLVMGetValueName2(callee, &length);
  for (int i = 0; i < PROFILE_COUNT; ++i) {
    const ArcProfile *p = &builtin_profiles[i];
    if (profile && profile != p)
      continue;
    const ArcEntry *entry = find_entry(p, name);
    if (!entry)
      continue;
    result.profile = p;
    result.entry = entry;
    if (LLVMIsAInvokeInst(call) ||
        !signature_fits(LLVMGetCalledFunctionType(call), entry->signature) ||
        !signature_fits(LLVMGlobalGetValueType(callee), entry->signature)) {
      result.kind = ARC_CALL_MISMATCH;
      return result;
    }
    result.kind = entry->kind;
    if (entry->signature != ARC_SIG_PTR_OF_SIZE_FN)
      result.object = LLVMGetOperand(call, 0);
    return result;
  }
  return result;
}
