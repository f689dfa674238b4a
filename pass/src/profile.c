/* The built-in runtime profiles and call-site classification (see profile.h). */
#include "profile.h"

#include <stdlib.h>
#include <string.h>

#define END {NULL, ARC_CALL_NONE, ARC_SIG_VOID_OF_PTR}

/* Ours (runtime/include/arc.h). */
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
    END,
};

/* Objective-C ARC: the runtime functions and the intrinsics clang emits under -fobjc-arc. */
static const ArcEntry objc_entries[] = {
    {"objc_retain", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR},
    {"objc_release", ARC_CALL_RELEASE, ARC_SIG_VOID_OF_PTR},
    {"llvm.objc.retain", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR},
    {"llvm.objc.release", ARC_CALL_RELEASE, ARC_SIG_VOID_OF_PTR},
    END,
};

/* Swift's native refcounting; the nonatomic entries are its thread-local variants. */
static const ArcEntry swift_entries[] = {
    {"swift_retain", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR},
    {"swift_release", ARC_CALL_RELEASE, ARC_SIG_VOID_OF_PTR},
    {"swift_nonatomic_retain", ARC_CALL_RETAIN_LOCAL, ARC_SIG_PTR_OF_PTR},
    {"swift_nonatomic_release", ARC_CALL_RELEASE_LOCAL, ARC_SIG_VOID_OF_PTR},
    {"swift_isUniquelyReferenced_native", ARC_CALL_OBSERVER, ARC_SIG_INT_OF_PTR},
    {"swift_isUniquelyReferenced_nonNull_native", ARC_CALL_OBSERVER, ARC_SIG_INT_OF_PTR},
    {"swift_retainCount", ARC_CALL_OBSERVER, ARC_SIG_INT_OF_PTR},
    END,
};

/* GLib's refcounted types whose ref returns its argument. */
static const ArcEntry glib_entries[] = {
    {"g_object_ref", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR},
    {"g_object_unref", ARC_CALL_RELEASE, ARC_SIG_VOID_OF_PTR},
    {"g_bytes_ref", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR},
    {"g_bytes_unref", ARC_CALL_RELEASE, ARC_SIG_VOID_OF_PTR},
    {"g_variant_ref", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR},
    {"g_variant_unref", ARC_CALL_RELEASE, ARC_SIG_VOID_OF_PTR},
    {"g_hash_table_ref", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR},
    {"g_hash_table_unref", ARC_CALL_RELEASE, ARC_SIG_VOID_OF_PTR},
    {"g_array_ref", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR},
    {"g_array_unref", ARC_CALL_RELEASE, ARC_SIG_VOID_OF_PTR},
    {"g_ptr_array_ref", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR},
    {"g_ptr_array_unref", ARC_CALL_RELEASE, ARC_SIG_VOID_OF_PTR},
    {"g_byte_array_ref", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR},
    {"g_byte_array_unref", ARC_CALL_RELEASE, ARC_SIG_VOID_OF_PTR},
    {"g_ref_string_acquire", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR},
    {"g_ref_string_release", ARC_CALL_RELEASE, ARC_SIG_VOID_OF_PTR},
    {"g_variant_is_floating", ARC_CALL_OBSERVER, ARC_SIG_INT_OF_PTR},
    END,
};

/* numba's runtime (NRT): incref and decref of a MemInfo, neither returns a value. */
static const ArcEntry numba_entries[] = {
    {"NRT_incref", ARC_CALL_RETAIN, ARC_SIG_VOID_OF_PTR},
    {"NRT_decref", ARC_CALL_RELEASE, ARC_SIG_VOID_OF_PTR},
    {"NRT_MemInfo_refcount", ARC_CALL_OBSERVER, ARC_SIG_INT_OF_PTR},
    END,
};

/* CPython's function forms of Py_INCREF and Py_DECREF. The count is a public field that any
 * code may read (Py_REFCNT), so opaque calls are observers. */
static const ArcEntry cpython_entries[] = {
    {"Py_IncRef", ARC_CALL_RETAIN, ARC_SIG_VOID_OF_PTR},
    {"Py_DecRef", ARC_CALL_RELEASE, ARC_SIG_VOID_OF_PTR},
    {"Py_NewRef", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR},
    END,
};

/* The fourth flag says whether the generic retain and release are atomic read-modify-writes
 * (remarks say "atomic" only then): CPython's are plain increments under the GIL. The last one
 * is objc_unwinding (profile.h). */
static const ArcProfile builtin_profiles[] = {
    {"arc", arc_entries, true, true, false, true, false},
    {"objc", objc_entries, true, false, false, true, true},
    {"swift", swift_entries, true, false, false, true, false},
    {"glib", glib_entries, true, false, false, true, false},
    {"numba", numba_entries, false, false, false, true, false},
    {"cpython", cpython_entries, true, false, true, false, false},
};
enum { PROFILE_COUNT = sizeof builtin_profiles / sizeof builtin_profiles[0] };

const ArcProfile *ae_profile_find(const char *name) {
  for (int i = 0; i < PROFILE_COUNT; ++i)
    if (strcmp(builtin_profiles[i].name, name) == 0)
      return &builtin_profiles[i];
  return NULL;
}

const char *ae_profile_entry_name(const ArcProfile *profile, ArcCallKind kind) {
  for (const ArcEntry *e = profile->entries; e->name; ++e)
    if (e->kind == kind)
      return e->name;
  return NULL;
}

const char *ae_profile_names(void) { return "arc, objc, swift, glib, numba, cpython"; }

/* ---- custom profiles ------------------------------------------------------------------- */

enum { CUSTOM_ENTRY_MAX = 32 };

typedef struct CustomProfile {
  ArcProfile profile; /* first: a CustomProfile is used through its ArcProfile */
  ArcEntry entries[CUSTOM_ENTRY_MAX + 1];
  size_t count;
} CustomProfile;

ArcProfile *ae_profile_new_custom(void) {
  CustomProfile *c = calloc(1, sizeof *c);
  if (!c)
    abort();
  c->profile = (ArcProfile){"custom", c->entries, true, false, false, false, false};
  return &c->profile;
}

bool ae_profile_add_entry(ArcProfile *profile, const char *name, ArcCallKind kind,
                          ArcSignature signature) {
  CustomProfile *c = (CustomProfile *)profile;
  if (c->count == CUSTOM_ENTRY_MAX)
    return false;
  c->entries[c->count++] = (ArcEntry){name, kind, signature};
  c->entries[c->count] = (ArcEntry)END;
  return true;
}

/* ---- classification ---------------------------------------------------------------------- */

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
  case ARC_SIG_ANY_OF_PTR:
    return signature_fits(fn_type, ARC_SIG_PTR_OF_PTR) ||
           signature_fits(fn_type, ARC_SIG_VOID_OF_PTR);
  }
  return false;
}

static const ArcEntry *find_entry(const ArcProfile *profile, const char *name) {
  for (const ArcEntry *e = profile->entries; e->name; ++e)
    if (strcmp(e->name, name) == 0)
      return e;
  return NULL;
}

/* The entry NAME names in PROFILE, or in any built-in profile when PROFILE is NULL. */
static const ArcEntry *lookup(const ArcProfile *profile, const char *name,
                              const ArcProfile **owner) {
  if (profile) {
    *owner = profile;
    return find_entry(profile, name);
  }
  for (int i = 0; i < PROFILE_COUNT; ++i) {
    const ArcEntry *e = find_entry(&builtin_profiles[i], name);
    if (e) {
      *owner = &builtin_profiles[i];
      return e;
    }
  }
  return NULL;
}

bool ae_profile_used_in(LLVMModuleRef module, const ArcProfile *profile) {
  for (int i = 0; i < (profile ? 1 : PROFILE_COUNT); ++i) {
    const ArcProfile *p = profile ? profile : &builtin_profiles[i];
    for (const ArcEntry *e = p->entries; e->name; ++e)
      if (LLVMGetNamedFunction(module, e->name))
        return true;
  }
  return false;
}

ArcCall ae_classify_call(LLVMValueRef call, const ArcProfile *profile) {
  ArcCall result = {ARC_CALL_NONE, NULL, NULL, NULL};
  if (!LLVMIsACallInst(call) && !LLVMIsAInvokeInst(call))
    return result;
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!LLVMIsAFunction(callee))
    return result; /* indirect calls are never runtime calls */
  size_t length;
  const char *name = LLVMGetValueName2(callee, &length);
  const ArcProfile *owner = NULL;
  const ArcEntry *entry = lookup(profile, name, &owner);
  if (!entry)
    return result;
  result.profile = owner;
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
