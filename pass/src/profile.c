/* The built-in runtime profiles, expanded from runtime_profiles.def, and call-site
 * classification (see profile.h). */
#include "profile.h"

#include "inlined_counts.h"

#include <stdlib.h>
#include <string.h>

#define END {NULL, ARC_CALL_NONE, ARC_SIG_VOID_OF_PTR}

/* A profile's named fields from its name, entries and flags (runtime_profile_kinds.h). */
#define PROFILE(NAME, ENTRIES, FLAGS)                                                              \
  {.name = (NAME),                                                                                 \
   .entries = (ENTRIES),                                                                           \
   .retain_returns_arg = ((FLAGS) & ARC_PROFILE_RETAIN_RETURNS_ARG) != 0,                          \
   .immortal_band = ((FLAGS) & ARC_PROFILE_IMMORTAL_BAND) != 0,                                    \
   .opaque_calls_observe = ((FLAGS) & ARC_PROFILE_OPAQUE_CALLS_OBSERVE) != 0,                      \
   .atomic_counts = ((FLAGS) & ARC_PROFILE_ATOMIC_COUNTS) != 0,                                    \
   .ignores_unwinding_mark = ((FLAGS) & ARC_PROFILE_IGNORES_UNWINDING_MARK) != 0,                  \
   .status_codes = ((FLAGS) & ARC_PROFILE_STATUS_CODES) != 0,                                      \
   .null_is_noop = ((FLAGS) & ARC_PROFILE_NULL_IS_NOOP) != 0,                                      \
   .null_retain_is_error = ((FLAGS) & ARC_PROFILE_NULL_RETAIN_IS_ERROR) != 0,                      \
   .caller_holds_arguments = ((FLAGS) & ARC_PROFILE_CALLER_HOLDS_ARGUMENTS) != 0,                  \
   .pairs_elidable = ((FLAGS) & ARC_PROFILE_PAIRS_ELIDABLE) != 0,                                  \
   .entries_never_unwind = ((FLAGS) & ARC_PROFILE_ENTRIES_NEVER_UNWIND) != 0,                      \
   .imprecise_releases = ((FLAGS) & ARC_PROFILE_IMPRECISE_RELEASES) != 0,                          \
   .counting_runs_no_user_code = ((FLAGS) & ARC_PROFILE_COUNTING_RUNS_NO_USER_CODE) != 0,          \
   .alloc_takes_destructor = ((FLAGS) & ARC_PROFILE_ALLOC_TAKES_DESTRUCTOR) != 0,                  \
   .destructors_return = ((FLAGS) & ARC_PROFILE_DESTRUCTORS_RETURN) != 0,                          \
   .inlined_counts = ((FLAGS) & ARC_PROFILE_INLINED_COUNTS) != 0,                                  \
   .count_read_atomically = ((FLAGS) & ARC_PROFILE_COUNT_READ_ATOMICALLY) != 0,                    \
   .volatile_counts_by_api = ((FLAGS) & ARC_PROFILE_VOLATILE_COUNTS_BY_API) != 0,                  \
   .count_word_offset = ARC_PROFILE_COUNT_WORD_OFFSET(FLAGS),                                      \
   .count_word_size = ARC_PROFILE_COUNT_WORD_SIZE(FLAGS)}

/* Each built-in profile's entries: builtin_NAME_entries[] (a row opens or closes an array). */
/* clang-format off */
#define ARC_PROFILE(NAME, FLAGS) static const ArcEntry builtin_##NAME##_entries[] = {
#define ARC_ENTRY(FUNCTION, KIND, SIGNATURE) {FUNCTION, KIND, SIGNATURE},
#define ARC_PROFILE_END(NAME) END};
/* clang-format on */
#include "runtime_profiles.def"

/* Conventions a runtime's generated code follows (numba's status codes and argument ownership)
 * are facts about the code that calls the runtime, not about the runtime: a C program may call
 * NRT_incref too. They hold only where the user names the runtime (arc-elide<runtime=numba>),
 * which says the module is that runtime's code; the profiles recognised by default leave them
 * out. */
enum { NAMED_ONLY_FLAGS = ARC_PROFILE_STATUS_CODES | ARC_PROFILE_CALLER_HOLDS_ARGUMENTS };

/* Flags every built-in runtime has: their entries are C (or marked nounwind by the compilers
 * that call them) and never unwind. */
#define BUILTIN_FLAGS(FLAGS)                                                                       \
  ((FLAGS) & ARC_PROFILE_INLINED_COUNTS ? 0u : (unsigned)ARC_PROFILE_ENTRIES_NEVER_UNWIND)

/* The profiles recognised when no runtime is named: every built-in one, without conventions. */
static const ArcProfile builtin_profiles[] = {
#define ARC_PROFILE(NAME, FLAGS)                                                                   \
  PROFILE(#NAME, builtin_##NAME##_entries, ((FLAGS) | BUILTIN_FLAGS(FLAGS)) & ~NAMED_ONLY_FLAGS),
#include "runtime_profiles.def"
};

/* The same profiles as runtime=NAME selects them: with every flag. */
static const ArcProfile named_profiles[] = {
#define ARC_PROFILE(NAME, FLAGS)                                                                   \
  PROFILE(#NAME, builtin_##NAME##_entries, (FLAGS) | BUILTIN_FLAGS(FLAGS)),
#include "runtime_profiles.def"
};
enum { PROFILE_COUNT = sizeof builtin_profiles / sizeof builtin_profiles[0] };

/* Objective-C ARC's rules (pairs elidable, imprecise releases, the no-exceptions mark, and
 * counting that runs no user code: ARC code may not implement -retain) are the language's rules
 * for code compiled under ARC, not facts about objc_retain and objc_release: a C file or a
 * manual-retain-release (MRR) Objective-C file calls the same functions under C's rules, and there
 * objc_retain sends an overriding class's -retain. They hold only in a module that is ARC code
 * (ae_module_is_objc_arc); elsewhere a call is recognised with the same profile without any of
 * them. A profile is ARC's when it has one of the first three (counting that runs no user code
 * is also Swift's and CPython's, whose profiles never change with the module). */
enum {
  ARC_MODULE_FLAGS = ARC_PROFILE_PAIRS_ELIDABLE | ARC_PROFILE_IMPRECISE_RELEASES |
                     ARC_PROFILE_IGNORES_UNWINDING_MARK | ARC_PROFILE_COUNTING_RUNS_NO_USER_CODE
};
static const ArcProfile plain_builtin_profiles[] = {
#define ARC_PROFILE(NAME, FLAGS)                                                                   \
  PROFILE(#NAME, builtin_##NAME##_entries,                                                         \
          ((FLAGS) | BUILTIN_FLAGS(FLAGS)) & ~NAMED_ONLY_FLAGS & ~ARC_MODULE_FLAGS),
#include "runtime_profiles.def"
};
static const ArcProfile plain_named_profiles[] = {
#define ARC_PROFILE(NAME, FLAGS)                                                                   \
  PROFILE(#NAME, builtin_##NAME##_entries, ((FLAGS) | BUILTIN_FLAGS(FLAGS)) & ~ARC_MODULE_FLAGS),
#include "runtime_profiles.def"
};

/* What makes a module ARC code: clang -fobjc-arc emits the llvm.objc.* intrinsics (and only under
 * ARC: MRR code gets direct calls of objc_retain and objc_release), and LLVM's own ARC optimizer
 * (objc-arc) takes a module for ARC code by the same declarations (ModuleHasARC), to which the
 * intrinsics clang emits for strong stores and autoreleases are added here. */
static const char *const arc_module_functions[] = {
    "llvm.objc.retain",
    "llvm.objc.release",
    "llvm.objc.autorelease",
    "llvm.objc.retainAutoreleasedReturnValue",
    "llvm.objc.unsafeClaimAutoreleasedReturnValue",
    "llvm.objc.claimAutoreleasedReturnValue",
    "llvm.objc.retainBlock",
    "llvm.objc.autoreleaseReturnValue",
    "llvm.objc.retainAutorelease",
    "llvm.objc.retainAutoreleaseReturnValue",
    "llvm.objc.autoreleasePoolPush",
    "llvm.objc.autoreleasePoolPop",
    "llvm.objc.loadWeakRetained",
    "llvm.objc.loadWeak",
    "llvm.objc.destroyWeak",
    "llvm.objc.storeWeak",
    "llvm.objc.initWeak",
    "llvm.objc.moveWeak",
    "llvm.objc.copyWeak",
    "llvm.objc.storeStrong",
    "llvm.objc.retainedObject",
    "llvm.objc.unretainedObject",
    "llvm.objc.unretainedPointer",
    "llvm.objc.clang.arc.use",
};

bool ae_module_is_objc_arc(LLVMModuleRef module) {
  for (size_t i = 0; i < sizeof arc_module_functions / sizeof arc_module_functions[0]; ++i)
    if (LLVMGetNamedFunction(module, arc_module_functions[i]))
      return true;
  /* clang's marker for objc_retainAutoreleasedReturnValue (ARM targets), emitted under ARC only */
  static const char marker[] = "clang.arc.retainAutoreleasedReturnValueMarker";
  return LLVMGetModuleFlag(module, marker, sizeof marker - 1) != NULL;
}

/* OWNER as it applies to a call in MODULE: without ARC's rules outside ARC code. */
static const ArcProfile *in_module(const ArcProfile *owner, LLVMModuleRef module) {
  if (!(owner->pairs_elidable || owner->imprecise_releases || owner->ignores_unwinding_mark) ||
      ae_module_is_objc_arc(module))
    return owner;
  if (owner >= builtin_profiles && owner < builtin_profiles + PROFILE_COUNT)
    return &plain_builtin_profiles[owner - builtin_profiles];
  if (owner >= named_profiles && owner < named_profiles + PROFILE_COUNT)
    return &plain_named_profiles[owner - named_profiles];
  return owner;
}

/* ", arc, objc, ...": every built-in profile's name, each after ", ". */
static const char builtin_profile_names[] =
#define ARC_PROFILE(NAME, FLAGS) ", " #NAME
#include "runtime_profiles.def"
    ;

const ArcProfile *ae_profile_find(const char *name) {
  for (int i = 0; i < PROFILE_COUNT; ++i)
    if (strcmp(named_profiles[i].name, name) == 0)
      return &named_profiles[i];
  return NULL;
}

const char *ae_profile_entry_name(const ArcProfile *profile, ArcCallKind kind) {
  for (const ArcEntry *e = profile->entries; e->name; ++e)
    if (e->kind == kind)
      return e->name;
  return NULL;
}

const char *ae_profile_names(void) { return builtin_profile_names + 2; }

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
  c->profile = (ArcProfile)PROFILE("custom", c->entries, ARC_PROFILE_RETAIN_RETURNS_ARG);
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
  unsigned argc = LLVMCountParamTypes(fn_type);
  LLVMTypeRef ret = LLVMGetReturnType(fn_type);
  if (sig == ARC_SIG_OBSERVER_OF_ANY)
    return true;
  if (sig == ARC_SIG_OBSERVER) {
    /* Whatever else its declaration says, a function named like an observer reads the count of
     * the object its first argument names. */
    if (argc == 0)
      return false;
    LLVMTypeRef *params = malloc(argc * sizeof *params);
    if (!params)
      abort();
    LLVMGetParamTypes(fn_type, params);
    bool fits = is_pointer(params[0]) || is_integer(params[0]);
    free(params);
    return fits;
  }
  if (LLVMIsFunctionVarArg(fn_type) || argc > 2)
    return false;
  LLVMTypeRef params[2];
  LLVMGetParamTypes(fn_type, params);
  switch (sig) {
  case ARC_SIG_PTR_OF_PTR:
    return argc == 1 && is_pointer(params[0]) && ret == params[0];
  case ARC_SIG_VOID_OF_PTR:
    return argc == 1 && is_pointer(params[0]) && LLVMGetTypeKind(ret) == LLVMVoidTypeKind;
  case ARC_SIG_PTR_OF_SIZE_FN:
    return argc == 2 && is_integer(params[0]) && is_pointer(params[1]) && is_pointer(ret);
  case ARC_SIG_VOID_OF_PTR_FN:
    return argc == 2 && is_pointer(params[0]) && is_pointer(params[1]) &&
           LLVMGetTypeKind(ret) == LLVMVoidTypeKind;
  case ARC_SIG_ANY_OF_PTR:
    return signature_fits(fn_type, ARC_SIG_PTR_OF_PTR) ||
           signature_fits(fn_type, ARC_SIG_VOID_OF_PTR);
  case ARC_SIG_OBSERVER:
  case ARC_SIG_OBSERVER_OF_ANY:
    break;
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
    if (p->inlined_counts && ae_inlined_counts_library_used(module, p))
      return true; /* before its counts are raised: the library's own functions */
  }
  return false;
}

/* CALL classified as if it were a call: an invoke is classified like a call of its callee when
 * AS_CALL or when it invokes an observer, else named like an entry and left alone
 * (ARC_CALL_MISMATCH). */
static ArcCall classify(LLVMValueRef call, const ArcProfile *profile, bool invoke_as_call) {
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
  result.profile = in_module(owner, LLVMGetGlobalParent(callee));
  result.entry = entry;
  /* An invoke of an observer reads the count all the same: it stays an observer (an invoke of a
   * retain or release is left alone, unless its runtime's entries never unwind). */
  if ((LLVMIsAInvokeInst(call) && !invoke_as_call && entry->kind != ARC_CALL_OBSERVER) ||
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

ArcCall ae_classify_call(LLVMValueRef call, const ArcProfile *profile) {
  return classify(call, profile, false);
}

bool ae_invoke_of_entry_never_unwinds(LLVMValueRef invoke, const ArcProfile *profile) {
  if (!LLVMIsAInvokeInst(invoke))
    return false;
  ArcCall call = classify(invoke, profile, true);
  return (ae_call_is_retain(call.kind) || ae_call_is_release(call.kind)) &&
         call.profile->entries_never_unwind;
}

bool ae_profile_keep_observers_out_of_line(LLVMModuleRef module, const ArcProfile *profile) {
  bool changed = false;
  LLVMContextRef context = LLVMGetModuleContext(module);
  unsigned noinline = LLVMGetEnumAttributeKindForName("noinline", 8);
  unsigned alwaysinline = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  for (int i = 0; i < (profile ? 1 : PROFILE_COUNT); ++i) {
    const ArcProfile *p = profile ? profile : &builtin_profiles[i];
    for (const ArcEntry *e = p->entries; e->name; ++e) {
      LLVMValueRef fn = LLVMGetNamedFunction(module, e->name);
      if (e->kind != ARC_CALL_OBSERVER || !fn || LLVMIsDeclaration(fn) ||
          LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, noinline))
        continue;
      LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, alwaysinline);
      LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                              LLVMCreateEnumAttribute(context, noinline, 0));
      changed = true;
    }
  }
  return changed;
}
