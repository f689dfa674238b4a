/* The table of known refcounting runtimes, expanded from the pass's (see profiles.h). */
#include "profiles.h"

#include <stddef.h>
#include <string.h>

/* Each runtime's entries: NAME_entries[] (a row opens or closes an array). */
/* clang-format off */
#define ARC_PROFILE(NAME, FLAGS) static const RcEntry NAME##_entries[] = {
#define ARC_ENTRY(FUNCTION, KIND, SIGNATURE) {FUNCTION, KIND, SIGNATURE, true},
#define ARC_SOURCE_ENTRY(FUNCTION, KIND, SIGNATURE) {FUNCTION, KIND, SIGNATURE, false},
#define ARC_PROFILE_END(NAME) {NULL, ARC_CALL_NONE, ARC_SIG_VOID_OF_PTR, false}};
/* clang-format on */
#include "runtime_profiles.def"

static const RcProfile profiles[] = {
#define ARC_PROFILE(NAME, FLAGS) {#NAME, FLAGS, NAME##_entries, false},
#include "runtime_profiles.def"
};

bool rc_is_retain(const RcEntry *entry) {
  return entry->kind == ARC_CALL_RETAIN || entry->kind == ARC_CALL_RETAIN_LOCAL;
}

static bool is_release(const RcEntry *entry) {
  return entry->kind == ARC_CALL_RELEASE || entry->kind == ARC_CALL_RELEASE_LOCAL;
}

bool rc_returns_handle(const RcEntry *entry) {
  return rc_is_retain(entry) && entry->signature == ARC_SIG_PTR_OF_PTR;
}

bool rc_is_atomic(const RcProfile *profile, const RcEntry *entry) {
  return (entry->kind == ARC_CALL_RETAIN || entry->kind == ARC_CALL_RELEASE) &&
         (profile->flags & ARC_PROFILE_ATOMIC_COUNTS);
}

const char *rc_entry_name(const RcProfile *profile, ArcCallKind kind) {
  for (const RcEntry *e = profile->entries; e->function; ++e)
    if (e->kind == kind)
      return e->function;
  return NULL;
}

const RcEntry *rc_lookup(const char *function, const RcProfile **profile) {
  for (size_t p = 0; p < sizeof profiles / sizeof profiles[0]; ++p)
    for (const RcEntry *e = profiles[p].entries; e->function; ++e)
      if ((rc_is_retain(e) || is_release(e)) && strcmp(e->function, function) == 0) {
        if (profile)
          *profile = &profiles[p];
        return e;
      }
  return NULL;
}
