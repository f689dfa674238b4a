/* Pass options: the defaults and the parser for arc-elide<...> parameters. */
#include "arc_elide.h"
#include "profile.h"

#include <stdio.h>
#include <string.h>

ArcElideOptions arc_elide_default_options(void) {
  return (ArcElideOptions){.hoist = true, .local = true, .profile = NULL};
}

bool arc_elide_parse_params(const char *params, ArcElideOptions *out, char *err, size_t err_size) {
  *out = arc_elide_default_options();
  char buffer[256];
  if (strlen(params) >= sizeof buffer) {
    snprintf(err, err_size, "parameter list too long");
    return false;
  }
  strcpy(buffer, params);
  for (char *save = NULL, *p = strtok_r(buffer, ";", &save); p; p = strtok_r(NULL, ";", &save)) {
    if (strcmp(p, "no-hoist") == 0)
      out->hoist = false;
    else if (strcmp(p, "no-local") == 0)
      out->local = false;
    else if (strncmp(p, "runtime=", 8) == 0) {
      out->profile = arc_profile_find(p + 8);
      if (!out->profile) {
        snprintf(err, err_size, "unknown runtime '%s' in arc-elide<runtime=...> (known: %s)", p + 8,
                 arc_profile_names());
        return false;
      }
    } else {
      snprintf(err, err_size,
               "unknown parameter '%s' of arc-elide (expected no-hoist, no-local or "
               "runtime=NAME)",
               p);
      return false;
    }
  }
  return true;
}
