/* The refcounting runtimes arc-scan knows: the pass's table (pass/profiles/runtime_profiles.def),
 * with the names only source code calls. A call of a retain or release entry is recognised by
 * the callee's name; its first argument is the handle. */
#ifndef ARC_SCAN_PROFILES_H
#define ARC_SCAN_PROFILES_H

#include "runtime_profile_kinds.h"

#include <stdbool.h>

typedef struct {
  const char *function;
  ArcCallKind kind;
  ArcSignature signature;
  bool in_pass; /* arc-elide's built-in profiles recognise it (pass/src/profile.c) */
} RcEntry;

typedef struct {
  const char *name;       /* the profile, as arc-elide's runtime=NAME would call it */
  unsigned flags;         /* ArcProfileFlag values, or'ed */
  const RcEntry *entries; /* terminated by an entry with a NULL function */
  bool smart_pointer;     /* a C++ smart pointer whose copies count inline (smart_ptrs.h): each
                             entry is a kind of copy, an increment and a decrement of the count */
} RcProfile;

/* The retain or release entry with this callee name, or NULL; its runtime goes to *profile
 * (unless PROFILE is NULL). */
const RcEntry *rc_lookup(const char *function, const RcProfile **profile);

/* Whether ENTRY is a retain (thread-local or not); otherwise it is a release. */
bool rc_is_retain(const RcEntry *entry);
/* Whether ENTRY is a retain that returns its argument: its result is the same handle. */
bool rc_returns_handle(const RcEntry *entry);
/* Whether ENTRY of PROFILE is an atomic read-modify-write (false for entries documented as
 * thread-local, and for every entry of a runtime whose counts are not atomic). */
bool rc_is_atomic(const RcProfile *profile, const RcEntry *entry);
/* The name of PROFILE's first entry of KIND, or NULL: its usual retain and release, for the
 * fix-it text. */
const char *rc_entry_name(const RcProfile *profile, ArcCallKind kind);

#endif
