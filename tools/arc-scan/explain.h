/* --explain: compiles a file with the arc-elide plugin, keeps the pass's optimization records, and
 * joins them to the findings, so that each reads "hoisted by arc-elide" or "still refcounted per
 * iteration: <the pass's reason>". */
#ifndef ARC_SCAN_EXPLAIN_H
#define ARC_SCAN_EXPLAIN_H

#include "compile_args.h"
#include "findings.h"
#include "loops.h"
#include "remark_records.h"

typedef struct {
  const char *clang;
  const char *plugin;
  const char *openmp_flags; /* added when a file has OpenMP directives but no -fopenmp */
} ExplainConfig;

/* Compiles `cc` and reads the pass's remarks into `remarks`. False (with *error, the compiler's
 * output) when the compile fails. */
bool run_with_plugin(const ExplainConfig *config, const CompileCommand *cc, bool has_openmp,
                     RemarkList *remarks, char **error);

/* Sets each finding's status and explanation from `remarks`; appends to `unmatched` the remarks
 * of parallel loops hoisted by the pass that no finding accounts for. */
void join_remarks(const char *source, const LoopList *loops, FindingList *findings,
                  const RemarkList *remarks, RemarkList *unmatched);

#endif
