/* The custom runtime's names checked against the module (custom_runtime_check.h). */
#include "custom_runtime_check.h"

#include "llvm_bridge.h"

#include <stdio.h>
#include <string.h>

size_t ae_edit_distance(const char *a, const char *b, size_t limit) {
  size_t la = strlen(a), lb = strlen(b);
  if ((la > lb ? la - lb : lb - la) > limit)
    return limit + 1;
  enum { MAX = 128 };
  if (lb >= MAX)
    return strcmp(a, b) == 0 ? 0 : limit + 1;
  size_t row[MAX + 1];
  for (size_t j = 0; j <= lb; ++j)
    row[j] = j;
  for (size_t i = 1; i <= la; ++i) {
    size_t diagonal = row[0], smallest = row[0] = i;
    for (size_t j = 1; j <= lb; ++j) {
      size_t above = row[j];
      size_t best = diagonal + (a[i - 1] != b[j - 1]);
      if (above + 1 < best)
        best = above + 1;
      if (row[j - 1] + 1 < best)
        best = row[j - 1] + 1;
      row[j] = best;
      diagonal = above;
      if (best < smallest)
        smallest = best;
    }
    if (smallest > limit)
      return limit + 1;
  }
  return row[lb] > limit ? limit + 1 : row[lb];
}

/* The parameter that names an entry of KIND (retain=, release=, ...). */
static const char *parameter_of(ArcCallKind kind) {
  switch (kind) {
  case ARC_CALL_RETAIN:
    return "retain";
  case ARC_CALL_RELEASE:
    return "release";
  case ARC_CALL_RETAIN_LOCAL:
    return "retain-local";
  case ARC_CALL_RELEASE_LOCAL:
    return "release-local";
  case ARC_CALL_ALLOC:
    return "alloc";
  case ARC_CALL_ALLOC_LOCAL:
    return "alloc-local";
  case ARC_CALL_OBSERVER:
    return "observer";
  default:
    return "entry";
  }
}

static bool is_entry_name(const ArcProfile *profile, const char *name) {
  for (const ArcEntry *e = profile->entries; e->name; ++e)
    if (strcmp(e->name, name) == 0)
      return true;
  return false;
}

/* The first call (or invoke) in MODULE's code whose callee is FN, or NULL. */
static LLVMValueRef first_call_to(LLVMValueRef fn) {
  for (LLVMUseRef use = LLVMGetFirstUse(fn); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if ((LLVMIsACallInst(user) || LLVMIsAInvokeInst(user)) && LLVMGetCalledValue(user) == fn)
      return user;
  }
  return NULL;
}

/* A function MODULE calls whose name is a near miss of NAME and that is no entry of PROFILE, with
 * its first call in *CALL; NULL when there is none. */
static LLVMValueRef near_miss(LLVMModuleRef module, const ArcProfile *profile, const char *name,
                              LLVMValueRef *call) {
  size_t limit = strlen(name) >= 8 ? 2 : 1;
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn)) {
    size_t length;
    const char *candidate = LLVMGetValueName2(fn, &length);
    if (LLVMGetIntrinsicID(fn) || is_entry_name(profile, candidate) ||
        ae_edit_distance(name, candidate, limit) > limit)
      continue;
    if ((*call = first_call_to(fn)))
      return fn;
  }
  return NULL;
}

void ae_check_custom_runtime(LLVMModuleRef module, const ArcProfile *profile) {
  if (!profile || ae_profile_find(profile->name) == profile)
    return; /* a built-in runtime: its names are right */
  /* The first declared entry that is called, for the analysis remark's place and text. */
  const ArcEntry *declared = NULL;
  LLVMValueRef declared_call = NULL;
  for (const ArcEntry *e = profile->entries; e->name && !declared_call; ++e) {
    LLVMValueRef fn = LLVMGetNamedFunction(module, e->name);
    if (fn && (declared_call = first_call_to(fn)))
      declared = e;
  }
  for (const ArcEntry *e = profile->entries; e->name; ++e) {
    if (LLVMGetNamedFunction(module, e->name))
      continue;
    char message[512];
    LLVMValueRef call = NULL;
    LLVMValueRef near = near_miss(module, profile, e->name, &call);
    if (near) {
      size_t length;
      snprintf(message, sizeof message,
               "custom runtime entry %s=%s is not declared in this module; did you mean %s? "
               "(its calls are not recognised as the runtime's)",
               parameter_of(e->kind), e->name, LLVMGetValueName2(near, &length));
      ae_emit_module_diagnostic(ARC_DIAGNOSTIC_WARNING, "CustomEntryMisspelled", call, message);
      continue;
    }
    if (declared && (e->kind == ARC_CALL_RETAIN || e->kind == ARC_CALL_RELEASE)) {
      snprintf(message, sizeof message,
               "custom runtime entry %s=%s is not declared in this module, which calls %s=%s: "
               "no %s here is recognised",
               parameter_of(e->kind), e->name, parameter_of(declared->kind), declared->name,
               e->kind == ARC_CALL_RETAIN ? "retain" : "release");
      ae_emit_module_diagnostic(ARC_DIAGNOSTIC_ANALYSIS, "CustomEntryUndeclared", declared_call,
                                message);
    }
  }
}
