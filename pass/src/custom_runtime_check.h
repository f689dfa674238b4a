/* A custom runtime (retain=NAME;release=NAME;... in the pass's parameters) whose names the module
 * does not declare: the likely misspelling said once per module, so that a typo does not turn the
 * pass off with nothing but refusals to show for it. */
#ifndef ARCELIDE_CUSTOM_RUNTIME_CHECK_H
#define ARCELIDE_CUSTOM_RUNTIME_CHECK_H

#include "profile.h"

#include <llvm-c/Core.h>
#include <stddef.h>

/* For PROFILE, a custom runtime (nothing for a built-in one or NULL), each entry MODULE does
 * not declare:
 *  - a warning (DS_Warning, remark name "CustomEntryMisspelled") when the module calls a
 *    function whose name is one edit away from the entry's (two for names of 8 characters or
 *    more) and that is no entry of the runtime: "retain=my_reff ... did you mean my_ref?", at
 *    the first call to it. A near name that is called is strong evidence of a typo, whether or
 *    not the module declares the runtime's other entries;
 *  - otherwise, for a retain= or release= entry while the module declares another entry of the
 *    runtime, an analysis remark ("CustomEntryUndeclared", -Rpass-analysis=arc-elide) at the
 *    first call to a declared entry: a file that only releases is normal, so it is no warning.
 * A module that declares none of the entries and calls no near name is normal (a file that does
 * not use the runtime) and gets nothing. */
void ae_check_custom_runtime(LLVMModuleRef module, const ArcProfile *profile);

/* The Levenshtein distance between A and B, counted up to LIMIT + 1 (a larger distance is
 * reported as LIMIT + 1). */
size_t ae_edit_distance(const char *a, const char *b, size_t limit);

#endif
