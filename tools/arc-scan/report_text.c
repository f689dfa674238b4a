/* Clang-style output: `file:line:col: warning: ...`, then notes for the fix-it and, with
 * --explain, what the pass did (see report.h). */
#include "messages.h"
#include "report.h"

#include <stdlib.h>

void report_text(FILE *out, FILE *err, const FileScan *scans, size_t count) {
  size_t warnings = 0;
  for (size_t s = 0; s < count; ++s) {
    const FileScan *scan = &scans[s];
    if (scan->error)
      fprintf(err, "arc-scan: error: %s\n", scan->error);
    for (size_t i = 0; i < scan->findings.count; ++i) {
      const Finding *f = &scan->findings.items[i];
      char *message = finding_message(scan, f), *fix = finding_fix(f);
      fprintf(out, "%s:%u:%u: warning: %s [arc-scan]\n", scan->path, f->line, f->column, message);
      fprintf(out, "%s:%u:%u: note: %s\n", scan->path, f->line, f->column, fix);
      if (scan->explained)
        fprintf(out, "%s:%u:%u: note: %s\n", scan->path, f->line, f->column, f->explanation);
      free(message);
      free(fix);
      ++warnings;
    }
    for (size_t i = 0; i < scan->unmatched.count; ++i) {
      const Remark *r = &scan->unmatched.items[i];
      fprintf(out,
              "%s:%u:%u: note: arc-elide hoisted a pair in a parallel loop that arc-scan did "
              "not flag: %s\n",
              scan->path, r->line, r->column, r->message);
    }
  }
  if (warnings)
    fprintf(out, "%zu warning%s generated.\n", warnings, warnings == 1 ? "" : "s");
}
