/* The words of a finding, the same in every output format: the warning, the one-line fix-it, and
 * the name of the handle's kind. */
#ifndef ARC_SCAN_MESSAGES_H
#define ARC_SCAN_MESSAGES_H

#include "scan.h"

/* "'shared' is retained/released in every iteration of the parallel loop at x.c:15 ..." */
char *finding_message(const FileScan *scan, const Finding *f);
/* "fix: ..." in one line. */
char *finding_fix(const Finding *f);
/* "shared-local", "per-thread", "global", "field". */
const char *handle_kind_name(HandleKind kind);
/* "hoisted", "not-hoisted", ... for --explain's status. */
const char *explain_status_name(ExplainStatus status);

#endif
