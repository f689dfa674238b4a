/* Pass options: the defaults and the parser for arc-elide<...> parameters. */
#include "arc_elide.h"
#include "profile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Parameters that describe a custom runtime: name=FUNCTION adds FUNCTION as that entry. */
static const struct {
  const char *parameter;
  ArcCallKind kind;
  ArcSignature signature;
} custom_entries[] = {
    {"retain", ARC_CALL_RETAIN, ARC_SIG_ANY_OF_PTR},
    {"release", ARC_CALL_RELEASE, ARC_SIG_VOID_OF_PTR},
    {"retain-local", ARC_CALL_RETAIN_LOCAL, ARC_SIG_ANY_OF_PTR},
    {"release-local", ARC_CALL_RELEASE_LOCAL, ARC_SIG_VOID_OF_PTR},
    {"alloc", ARC_CALL_ALLOC, ARC_SIG_PTR_OF_SIZE_FN},
    {"alloc-local", ARC_CALL_ALLOC_LOCAL, ARC_SIG_PTR_OF_SIZE_FN},
    {"observer", ARC_CALL_OBSERVER, ARC_SIG_INT_OF_PTR},
    {"retain-scoped", ARC_CALL_RETAIN_SCOPED, ARC_SIG_PTR_OF_PTR_SLOT},
    {"release-scoped", ARC_CALL_RELEASE_SCOPED, ARC_SIG_VOID_OF_PTR_SLOT},
};

/* Handles KEY=VALUE when KEY names a custom runtime entry; false when it does not. */
static bool add_custom_entry(ArcElideOptions *out, ArcProfile **custom, const char *key,
                             const char *value) {
  for (size_t i = 0; i < sizeof custom_entries / sizeof custom_entries[0]; ++i) {
    if (strcmp(key, custom_entries[i].parameter) != 0)
      continue;
    if (!*custom)
      *custom = arc_profile_new_custom();
    char *name = strdup(value); /* lives as long as the profile: the whole process */
    if (!name ||
        !arc_profile_add_entry(*custom, name, custom_entries[i].kind, custom_entries[i].signature))
      return false;
    out->profile = *custom;
    return true;
  }
  return false;
}

ArcElideOptions arc_elide_default_options(void) {
  return (ArcElideOptions){
      .hoist = true, .local = true, .profile = NULL, .assume_returning_calls = false};
}

bool arc_elide_parse_params(const char *params, ArcElideOptions *out, char *err, size_t err_size) {
  *out = arc_elide_default_options();
  char buffer[256];
  if (strlen(params) >= sizeof buffer) {
    snprintf(err, err_size, "parameter list too long");
    return false;
  }
  strcpy(buffer, params);
  ArcProfile *custom = NULL;
  bool named_runtime = false;
  for (char *save = NULL, *p = strtok_r(buffer, ";", &save); p; p = strtok_r(NULL, ";", &save)) {
    char *equals = strchr(p, '=');
    if (equals && equals[1] && strncmp(p, "runtime=", 8) != 0) {
      *equals = '\0';
      if (add_custom_entry(out, &custom, p, equals + 1))
        continue;
      *equals = '=';
    }
    if (strcmp(p, "no-hoist") == 0)
      out->hoist = false;
    else if (strcmp(p, "no-local") == 0)
      out->local = false;
    else if (strcmp(p, "assume-returning-calls") == 0)
      out->assume_returning_calls = true;
    else if (strncmp(p, "runtime=", 8) == 0) {
      named_runtime = true;
      out->profile = arc_profile_find(p + 8);
      if (!out->profile) {
        snprintf(err, err_size, "unknown runtime '%s' in arc-elide<runtime=...> (known: %s)", p + 8,
                 arc_profile_names());
        return false;
      }
    } else {
      snprintf(err, err_size,
               "unknown parameter '%s' of arc-elide (expected no-hoist, no-local, "
               "assume-returning-calls, runtime=NAME, or a custom runtime's retain=, release=, "
               "retain-local=, release-local=, alloc=, alloc-local=, observer=, retain-scoped=, "
               "release-scoped=)",
               p);
      return false;
    }
  }
  if (custom && named_runtime) {
    snprintf(err, err_size, "arc-elide takes runtime=NAME or a custom runtime's entries, not both");
    return false;
  }
  if (custom && !(arc_profile_entry_name(custom, ARC_CALL_RETAIN) &&
                  arc_profile_entry_name(custom, ARC_CALL_RELEASE))) {
    snprintf(err, err_size, "a custom runtime needs at least retain=NAME and release=NAME");
    return false;
  }
  if (custom && !arc_profile_entry_name(custom, ARC_CALL_RETAIN_SCOPED) !=
                    !arc_profile_entry_name(custom, ARC_CALL_RELEASE_SCOPED)) {
    snprintf(err, err_size,
             "a custom runtime's scoped entries come in pairs: retain-scoped=NAME "
             "and release-scoped=NAME");
    return false;
  }
  return true;
}
