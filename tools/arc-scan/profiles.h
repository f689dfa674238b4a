/* The refcounting runtimes arc-scan knows: for each, the names of its retain and release entry
 * points. A call is recognised by the callee's name; its first argument is the handle. */
#ifndef ARC_SCAN_PROFILES_H
#define ARC_SCAN_PROFILES_H

#include <stdbool.h>

typedef enum { RC_RETAIN, RC_RELEASE } RcOpKind;

typedef struct {
  const char *name;   /* the profile, as arc-elide's runtime=NAME would call it */
  const char *retain; /* the usual pair, for the fix-it text */
  const char *release;
} RcProfile;

typedef struct {
  const char *function;
  const RcProfile *profile;
  RcOpKind op;
  bool atomic;         /* false for entries documented as thread-local (non-atomic) */
  bool returns_handle; /* retain returns its argument: its result is the same handle */
  bool in_pass;        /* arc-elide's built-in profiles (pass/src/profile.c) recognise it */
} RcEntry;

/* The entry with this callee name, or NULL. */
const RcEntry *rc_lookup(const char *function);

#endif
