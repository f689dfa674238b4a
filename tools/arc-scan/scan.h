/* Scanning one file: parse it with libclang, find its parallel loops and the shared handles they
 * refcount, and with --explain join the pass's remarks. */
#ifndef ARC_SCAN_SCAN_H
#define ARC_SCAN_SCAN_H

#include "compile_args.h"
#include "explain.h"
#include "findings.h"
#include "loops.h"
#include "remark_records.h"

typedef struct {
  char *path;  /* as the user named it */
  char *error; /* why it could not be scanned (or explained), or NULL */
  LoopList loops;
  FindingList findings;
  bool explained;
  RemarkList unmatched; /* --explain: parallel-loop hoists that no finding accounts for */
} FileScan;

/* Scans `cc`; `explain` is NULL unless --explain. */
void scan_file(CXIndex index, const char *path, const CompileCommand *cc,
               const ExplainConfig *explain, FileScan *out);
void file_scan_free(FileScan *scan);

#endif
