/* The steps of scanning one file, in order (see scan.h). */
#include "scan.h"

#include "ast_index.h"
#include "pragmas.h"
#include "util.h"

#include <stdlib.h>

/* The parse's errors, formatted as clang prints them, or NULL when there are none. */
static char *parse_errors(CXTranslationUnit tu) {
  StrBuf sb = {0};
  unsigned count = clang_getNumDiagnostics(tu);
  for (unsigned i = 0; i < count; ++i) {
    CXDiagnostic d = clang_getDiagnostic(tu, i);
    if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
      CXString text = clang_formatDiagnostic(d, clang_defaultDiagnosticDisplayOptions());
      sb_printf(&sb, "%s%s", sb.length ? "\n" : "", clang_getCString(text));
      clang_disposeString(text);
    }
    clang_disposeDiagnostic(d);
  }
  return sb.length ? sb_take(&sb) : NULL;
}

static const char *parse_failure(enum CXErrorCode code) {
  switch (code) {
  case CXError_Crashed:
    return "libclang crashed";
  case CXError_InvalidArguments:
    return "invalid arguments";
  case CXError_ASTReadError:
    return "AST read error";
  default:
    return "failure";
  }
}

void scan_file(CXIndex index, const char *path, const CompileCommand *cc,
               const ExplainConfig *explain, FileScan *out) {
  *out = (FileScan){.path = xstrdup(path)};
  ArgList args;
  parse_arguments(cc, &args);
  CXTranslationUnit tu = NULL;
  enum CXErrorCode code = clang_parseTranslationUnit2(
      index, cc->source, (const char *const *)args.items, (int)args.count, NULL, 0,
      CXTranslationUnit_DetailedPreprocessingRecord, &tu);
  args_free(&args);
  if (code != CXError_Success || !tu) {
    out->error = xasprintf("cannot parse %s (libclang: %s)", path, parse_failure(code));
    return;
  }
  char *errors = parse_errors(tu);
  if (errors) {
    out->error = xasprintf("cannot parse %s:\n%s", path, errors);
    free(errors);
    clang_disposeTranslationUnit(tu);
    return;
  }

  AstIndex ast;
  ast_index_build(tu, &ast);
  OmpPragmaList pragmas;
  find_omp_pragmas(tu, &pragmas);
  find_parallel_loops(&ast, &pragmas, &out->loops);
  find_shared_handles(&ast, &out->loops, &out->findings);
  bool has_openmp = pragmas.count > 0;
  omp_pragmas_free(&pragmas);
  ast_index_free(&ast);
  clang_disposeTranslationUnit(tu);

  if (explain) {
    RemarkList remarks = {0};
    char *error = NULL;
    if (run_with_plugin(explain, cc, has_openmp, &remarks, &error)) {
      join_remarks(cc->source, &out->loops, &out->findings, &remarks, &out->unmatched);
      out->explained = true;
    } else {
      out->error = xasprintf("--explain: %s: %s", path, error);
      free(error);
    }
    remarks_free(&remarks);
  }
}

void file_scan_free(FileScan *scan) {
  free(scan->path);
  free(scan->error);
  loops_free(&scan->loops);
  findings_free(&scan->findings);
  remarks_free(&scan->unmatched);
  *scan = (FileScan){0};
}
