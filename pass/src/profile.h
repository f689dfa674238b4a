/* Runtime profiles: which calls are retains, releases, allocations, thread-local variants and
 * count observers, for one refcounting runtime, and the classification of a call site against
 * them. A call is recognised only when its callee is a function declared with the profile's
 * name and its call type fits the profile (right return and argument types, not varargs). */
#ifndef ARCELIDE_PROFILE_H
#define ARCELIDE_PROFILE_H

#include <llvm-c/Core.h>
#include <stdbool.h>

typedef enum ArcCallKind {
  ARC_CALL_NONE,          /* not a runtime call (or an indirect call) */
  ARC_CALL_RETAIN,        /* +1, atomic on shared objects */
  ARC_CALL_RELEASE,       /* -1, may run a destructor */
  ARC_CALL_RETAIN_LOCAL,  /* +1 on an object proven thread-local */
  ARC_CALL_RELEASE_LOCAL, /* -1 on an object proven thread-local */
  ARC_CALL_ALLOC,         /* a new object, count 1, shared state */
  ARC_CALL_ALLOC_LOCAL,   /* a new object, count 1, local state */
  ARC_CALL_PUBLISH,       /* local -> shared */
  ARC_CALL_OBSERVER,      /* reads the count: arc_count, arc_is_unique */
  ARC_CALL_MISMATCH,      /* named like an entry, but its type does not fit: left alone */
} ArcCallKind;

/* The signature an entry must have: its return type and its one object argument. */
typedef enum ArcSignature {
  ARC_SIG_PTR_OF_PTR,     /* T *f(T *)        retain that returns its argument */
  ARC_SIG_VOID_OF_PTR,    /* void f(T *)      release, or retain that returns nothing */
  ARC_SIG_INT_OF_PTR,     /* integer f(T *)   observer */
  ARC_SIG_PTR_OF_SIZE_FN, /* T *f(size_t, destructor)  allocation */
  ARC_SIG_ANY_OF_PTR,     /* T *f(T *) or void f(T *)  a custom runtime's retain */
} ArcSignature;

typedef struct ArcEntry {
  const char *name;
  ArcCallKind kind;
  ArcSignature signature;
} ArcEntry;

typedef struct ArcProfile {
  const char *name;          /* as in arc-elide<runtime=NAME> */
  const ArcEntry *entries;   /* terminated by an entry with a NULL name */
  bool retain_returns_arg;   /* the retain's result is its argument (RC identity looks through) */
  bool immortal_band;        /* constant objects whose count word is in arc.h's IMMORTAL band
                                are immortal (H6) */
  bool opaque_calls_observe; /* code the pass cannot see may read the count (H4): a call that
                                may reach the object outside the pair's window stops a hoist */
  bool atomic_counts;        /* its retain and release are known to be atomic read-modify-writes
                                (false for a custom runtime: the pass cannot know) */
  bool objc_unwinding;       /* Objective-C's exception rules: a call clang marks
                                clang.arc.no_objc_arc_exceptions is no unwind exit for this
                                runtime's handles (H1; call_sites.h) */
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

/* A profile for a runtime described by parameters rather than built in (see options.c). Takes
 * ownership of nothing: NAMES must outlive the profile. The profile lives for the process. */
ArcProfile *ae_profile_new_custom(void);
/* Adds an entry to a custom profile; false when the profile is full. */
bool ae_profile_add_entry(ArcProfile *profile, const char *name, ArcCallKind kind,
                          ArcSignature signature);

/* Classifies the call instruction CALL against PROFILE, or against every built-in profile
 * when PROFILE is NULL. Anything that is not a call is ARC_CALL_NONE. */
ArcCall ae_classify_call(LLVMValueRef call, const ArcProfile *profile);

static inline bool ae_call_is_retain(ArcCallKind k) {
  return k == ARC_CALL_RETAIN || k == ARC_CALL_RETAIN_LOCAL;
}
static inline bool ae_call_is_release(ArcCallKind k) {
  return k == ARC_CALL_RELEASE || k == ARC_CALL_RELEASE_LOCAL;
}

#endif
