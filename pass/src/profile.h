/* Runtime profiles: which calls are retains, releases, allocations, thread-local variants and
 * count observers, for one refcounting runtime, and the classification of a call site against
 * them. A call is recognised only when its callee is a function declared with the profile's
 * name and its call type fits the profile (right return and argument types, not varargs). The
 * built-in profiles are the rows of pass/profiles/runtime_profiles.def; their flags
 * (runtime_profile_kinds.h) become the named fields of ArcProfile. */
#ifndef ARCELIDE_PROFILE_H
#define ARCELIDE_PROFILE_H

#include "runtime_profile_kinds.h"

#include <llvm-c/Core.h>
#include <stdbool.h>

typedef struct ArcEntry {
  const char *name;
  ArcCallKind kind;
  ArcSignature signature;
} ArcEntry;

typedef struct ArcProfile {
  const char *name;                /* as in arc-elide<runtime=NAME> */
  const ArcEntry *entries;         /* terminated by an entry with a NULL name */
  bool retain_returns_arg;         /* ARC_PROFILE_RETAIN_RETURNS_ARG */
  bool immortal_band;              /* ARC_PROFILE_IMMORTAL_BAND */
  bool opaque_calls_observe;       /* ARC_PROFILE_OPAQUE_CALLS_OBSERVE */
  bool atomic_counts;              /* ARC_PROFILE_ATOMIC_COUNTS */
  bool ignores_unwinding_mark;     /* ARC_PROFILE_IGNORES_UNWINDING_MARK */
  bool status_codes;               /* ARC_PROFILE_STATUS_CODES */
  bool null_is_noop;               /* ARC_PROFILE_NULL_IS_NOOP */
  bool null_retain_is_error;       /* ARC_PROFILE_NULL_RETAIN_IS_ERROR */
  bool caller_holds_arguments;     /* ARC_PROFILE_CALLER_HOLDS_ARGUMENTS */
  bool pairs_elidable;             /* ARC_PROFILE_PAIRS_ELIDABLE */
  bool entries_never_unwind;       /* ARC_PROFILE_ENTRIES_NEVER_UNWIND */
  bool imprecise_releases;         /* ARC_PROFILE_IMPRECISE_RELEASES */
  bool counting_runs_no_user_code; /* ARC_PROFILE_COUNTING_RUNS_NO_USER_CODE */
  bool alloc_takes_destructor;     /* ARC_PROFILE_ALLOC_TAKES_DESTRUCTOR */
  bool destructors_return;         /* ARC_PROFILE_DESTRUCTORS_RETURN */
  bool inlined_counts;             /* ARC_PROFILE_INLINED_COUNTS (inlined_counts.h) */
  bool count_read_atomically;      /* ARC_PROFILE_COUNT_READ_ATOMICALLY */
  bool volatile_counts_by_api;     /* ARC_PROFILE_VOLATILE_COUNTS_BY_API */
  unsigned count_word_offset;      /* ARC_PROFILE_COUNT_WORD: where the count word is, in bytes */
  unsigned count_word_size;        /* from the object's address; size 0: not in its layout */
} ArcProfile;

typedef struct ArcCall {
  ArcCallKind kind;
  const ArcProfile *profile; /* the profile that recognised it; NULL for ARC_CALL_NONE */
  const ArcEntry *entry;
  LLVMValueRef object; /* the object argument (retain, release, observer, publish) */
} ArcCall;

/* The built-in profile named NAME, or NULL. */
const ArcProfile *ae_profile_find(const char *name);
/* Every built-in profile's name, separated by ", " (for error messages). */
const char *ae_profile_names(void);

/* The name of PROFILE's first entry of KIND, or NULL when it has none. */
const char *ae_profile_entry_name(const ArcProfile *profile, ArcCallKind kind);

/* Whether MODULE declares any entry of PROFILE (of any built-in profile when NULL): a function
 * of a module that does not cannot contain a runtime call, and costs the pass nothing more. */
bool ae_profile_used_in(LLVMModuleRef module, const ArcProfile *profile);

/* Whether MODULE is Objective-C ARC code: it declares one of the llvm.objc.* intrinsics clang
 * -fobjc-arc emits (the declarations LLVM's objc-arc passes look for), or carries clang's ARC
 * return-value marker flag. Calls of the objc profile's entries get the profile's ARC rules
 * (ARC_PROFILE_PAIRS_ELIDABLE, ARC_PROFILE_IMPRECISE_RELEASES, ARC_PROFILE_IGNORES_UNWINDING_MARK)
 * only in such a module; ae_classify_call's profile leaves them out elsewhere. */
bool ae_module_is_objc_arc(LLVMModuleRef module);

/* A profile for a runtime described by parameters rather than built in (see options.c). Takes
 * ownership of nothing: NAMES must outlive the profile. The profile lives for the process. */
ArcProfile *ae_profile_new_custom(void);
/* Adds an entry to a custom profile; false when the profile is full. */
bool ae_profile_add_entry(ArcProfile *profile, const char *name, ArcCallKind kind,
                          ArcSignature signature);

/* Count observers are calls the pass recognises by name (H4): a definition in the module that
 * the inliner expanded before the pass runs would be a load it cannot tell from any other. At
 * the start of the pipeline, every observer entry of PROFILE (of every built-in profile when
 * NULL) that MODULE defines is marked noinline (its alwaysinline dropped). Returns whether it
 * changed anything. */
bool ae_profile_keep_observers_out_of_line(LLVMModuleRef module, const ArcProfile *profile);

/* Classifies the call instruction CALL against PROFILE, or against every built-in profile
 * when PROFILE is NULL. Anything that is not a call is ARC_CALL_NONE. */
ArcCall ae_classify_call(LLVMValueRef call, const ArcProfile *profile);

/* INVOKE is an invoke of a retain or release entry (with a fitting type) of a profile whose
 * entries never unwind (ARC_PROFILE_ENTRIES_NEVER_UNWIND): its unwind edge is never taken. */
bool ae_invoke_of_entry_never_unwinds(LLVMValueRef invoke, const ArcProfile *profile);

static inline bool ae_call_is_retain(ArcCallKind k) {
  return k == ARC_CALL_RETAIN || k == ARC_CALL_RETAIN_LOCAL;
}
static inline bool ae_call_is_release(ArcCallKind k) {
  return k == ARC_CALL_RELEASE || k == ARC_CALL_RELEASE_LOCAL;
}

#endif
