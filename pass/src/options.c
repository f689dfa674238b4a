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
    {"observer", ARC_CALL_OBSERVER, ARC_SIG_OBSERVER},
};

/* The custom_entries index of KEY, or -1 when KEY names no custom runtime entry. */
static int custom_entry_index(const char *key) {
  for (size_t i = 0; i < sizeof custom_entries / sizeof custom_entries[0]; ++i)
    if (strcmp(key, custom_entries[i].parameter) == 0)
      return (int)i;
  return -1;
}

/* Adds VALUE as the custom runtime's entry number INDEX; false when it cannot (out of memory, or
 * the profile is full). */
static bool add_custom_entry(ArcElideOptions *out, ArcProfile **custom, int index,
                             const char *value) {
  if (!*custom)
    *custom = ae_profile_new_custom();
  char *name = strdup(value); /* lives as long as the profile: the whole process */
  if (!name || !ae_profile_add_entry(*custom, name, custom_entries[index].kind,
                                     custom_entries[index].signature))
    return false;
  out->profile = *custom;
  return true;
}

/* TEXT without its leading and trailing blanks (spaces and tabs): "no-local; runtime = glib" reads
 * as "no-local;runtime=glib". Trailing blanks are cut off in place. */
static char *trim(char *text) {
  while (*text == ' ' || *text == '\t')
    ++text;
  size_t length = strlen(text);
  while (length && (text[length - 1] == ' ' || text[length - 1] == '\t'))
    text[--length] = '\0';
  return text;
}

ArcElideOptions ae_elide_default_options(void) {
  return (ArcElideOptions){.hoist = true, .local = true, .profile = NULL};
}

bool ae_elide_parse_params(const char *params, ArcElideOptions *out, char *err, size_t err_size) {
  *out = ae_elide_default_options();
  char buffer[256];
  if (strlen(params) >= sizeof buffer) {
    snprintf(err, err_size, "parameter list too long");
    return false;
  }
  strcpy(buffer, params);
  ArcProfile *custom = NULL;
  const char *named_runtime = NULL;
  bool null_is_noop = false;
  bool no_user_code = false;
  for (char *save = NULL, *p = strtok_r(buffer, ";", &save); p; p = strtok_r(NULL, ";", &save)) {
    p = trim(p);
    if (!*p)
      continue; /* "no-local;" or "a; ;b": nothing between the separators */
    char *equals = strchr(p, '=');
    if (equals) {
      *equals = '\0';
      const char *key = trim(p), *value = trim(equals + 1);
      int index = custom_entry_index(key);
      if (index < 0 && strcmp(key, "runtime") != 0) {
        *equals = '=';
        goto unknown;
      }
      if (!*value) {
        snprintf(err, err_size, "parameter '%s=' of arc-elide needs a %s name (%s=NAME)", key,
                 index < 0 ? "runtime" : "function", key);
        return false;
      }
      if (index >= 0) {
        if (!add_custom_entry(out, &custom, index, value)) {
          snprintf(err, err_size, "too many custom runtime entries (at most 32)");
          return false;
        }
        continue;
      }
      /* runtime=NAME: one built-in profile. Naming two is an error rather than a silent choice:
       * the pass recognises one runtime, or (without runtime=) every built-in one. */
      if (named_runtime) {
        snprintf(err, err_size,
                 "runtime= given twice ('%s' and '%s'): arc-elide recognises one named runtime, "
                 "or every built-in runtime when runtime= is left out",
                 named_runtime, value);
        return false;
      }
      named_runtime = value;
      out->profile = ae_profile_find(value);
      if (!out->profile) {
        snprintf(err, err_size, "unknown runtime '%s' in arc-elide<runtime=...> (known: %s)", value,
                 ae_profile_names());
        return false;
      }
      continue;
    }
    if (strcmp(p, "no-hoist") == 0) {
      out->hoist = false;
      continue;
    }
    if (strcmp(p, "no-local") == 0) {
      out->local = false;
      continue;
    }
    if (strcmp(p, "delete-pairs") == 0) {
      out->delete_pairs = true;
      continue;
    }
    /* The user's promise that the custom runtime's entries do nothing on NULL: what a built-in
     * profile's ARC_PROFILE_NULL_IS_NOOP says of its runtime. Nothing says it of a function the
     * pass knows only by name. */
    if (strcmp(p, "null-is-noop") == 0) {
      null_is_noop = true;
      continue;
    }
    /* The user's promise about a custom runtime (ARC_PROFILE_COUNTING_RUNS_NO_USER_CODE): its
     * retain, and a release that is not the last, call no callback, notification or overridable
     * method. Without it they may do anything a call may do. */
    if (strcmp(p, "no-user-code") == 0) {
      no_user_code = true;
      continue;
    }
    /* The user's promise about the whole program, whatever its runtime: every release returns to
     * its caller: the destructor the last one runs (a GObject's finalize, a tp_dealloc, a custom
     * runtime's) and any callback a release runs (GLib's toggle notifications, a custom runtime's
     * hooks), as ARC_PROFILE_DESTRUCTORS_RETURN says of arc's by contract. Without it, a release
     * in a loop of another runtime's object may be one the source never returns from (row
     * DESTRUCTORS_RETURN, H8). It says nothing of revival, so ownership never takes it. */
    if (strcmp(p, "destructors-return") == 0) {
      out->destructors_return = true;
      continue;
    }
  unknown:
    snprintf(err, err_size,
             "unknown parameter '%s' of arc-elide (expected no-hoist, no-local, delete-pairs, "
             "destructors-return, runtime=NAME, "
             "or a custom runtime's retain=, release=, retain-local=, release-local=, alloc=, "
             "alloc-local=, observer=, null-is-noop, no-user-code)",
             p);
    return false;
  }
  if (no_user_code && !custom) {
    snprintf(err, err_size,
             "no-user-code describes a custom runtime: it needs retain=NAME and release=NAME "
             "(a built-in runtime's profile already says what its entries run)");
    return false;
  }
  if (custom)
    custom->counting_runs_no_user_code = no_user_code;
  if (custom && named_runtime) {
    snprintf(err, err_size, "arc-elide takes runtime=NAME or a custom runtime's entries, not both");
    return false;
  }
  if (null_is_noop && !custom) {
    snprintf(err, err_size,
             "null-is-noop describes a custom runtime (retain=NAME;release=NAME;...); a built-in "
             "runtime's handling of NULL is part of its profile");
    return false;
  }
  if (custom)
    custom->null_is_noop = null_is_noop;
  if (custom && !(ae_profile_entry_name(custom, ARC_CALL_RETAIN) &&
                  ae_profile_entry_name(custom, ARC_CALL_RELEASE))) {
    snprintf(err, err_size, "a custom runtime needs at least retain=NAME and release=NAME");
    return false;
  }
  return true;
}

/* Appends TEXT (and a ';' before it unless it is the first parameter) to OUT. */
static void append_param(char *out, size_t size, const char *text) {
  size_t used = strlen(out);
  if (used + 1 >= size)
    return;
  snprintf(out + used, size - used, "%s%s", used ? ";" : "", text);
}

void ae_elide_print_params(const ArcElideOptions *options, char *out, size_t size) {
  if (size == 0)
    return;
  out[0] = '\0';
  char item[160];
  if (!options->hoist)
    append_param(out, size, "no-hoist");
  if (!options->local)
    append_param(out, size, "no-local");
  if (options->delete_pairs)
    append_param(out, size, "delete-pairs");
  if (options->destructors_return)
    append_param(out, size, "destructors-return");
  const ArcProfile *profile = options->profile;
  if (!profile)
    return;
  if (ae_profile_find(profile->name) == profile) {
    snprintf(item, sizeof item, "runtime=%s", profile->name);
    append_param(out, size, item);
    return;
  }
  for (const ArcEntry *e = profile->entries; e->name; ++e)
    for (size_t i = 0; i < sizeof custom_entries / sizeof custom_entries[0]; ++i)
      if (custom_entries[i].kind == e->kind) {
        snprintf(item, sizeof item, "%s=%s", custom_entries[i].parameter, e->name);
        append_param(out, size, item);
        break;
      }
  if (profile->null_is_noop)
    append_param(out, size, "null-is-noop");
  if (profile->counting_runs_no_user_code)
    append_param(out, size, "no-user-code");
}
