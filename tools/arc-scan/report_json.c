/* JSON output: one object with every finding, the remarks no finding accounts for, and the
 * errors (see report.h). */
#include "messages.h"
#include "report.h"

#include <stdlib.h>

void json_string(FILE *out, const char *s) {
  if (!s) {
    fputs("null", out);
    return;
  }
  fputc('"', out);
  for (const unsigned char *p = (const unsigned char *)s; *p; ++p) {
    if (*p == '"' || *p == '\\')
      fprintf(out, "\\%c", *p);
    else if (*p == '\n')
      fputs("\\n", out);
    else if (*p == '\t')
      fputs("\\t", out);
    else if (*p < 0x20)
      fprintf(out, "\\u%04x", *p);
    else
      fputc(*p, out);
  }
  fputc('"', out);
}

static const char *loop_kind_name(LoopKind kind) {
  return kind == LOOP_OMP ? "omp" : kind == LOOP_REPLICATED ? "parallel-region" : "api";
}

static void finding(FILE *out, const FileScan *scan, const Finding *f) {
  const ParallelLoop *loop = &scan->loops.items[f->loop];
  char *message = finding_message(scan, f), *fix = finding_fix(f);
  fputs("    {\"file\": ", out);
  json_string(out, scan->path);
  fprintf(out, ", \"line\": %u, \"column\": %u, \"handle\": ", f->line, f->column);
  json_string(out, f->handle.name);
  fprintf(out, ", \"handle_kind\": \"%s\", \"runtime\": \"%s\",\n",
          handle_kind_name(f->handle.kind), f->profile->name);
  fprintf(out, "     \"operations_per_iteration\": %zu, \"atomic_operations_per_iteration\": %u,\n",
          (size_t)f->operations, f->atomic_ops);
  fprintf(out, "     \"loop\": {\"kind\": \"%s\", \"construct\": ", loop_kind_name(loop->kind));
  json_string(out, loop->construct);
  fprintf(out, ", \"line\": %u, \"column\": %u, \"loop_line\": %u, \"end_line\": %u},\n",
          loop->line, loop->column, loop->loop_line, loop->end_line);
  fputs("     \"operations\": [", out);
  for (size_t i = 0; i < f->sites.count; ++i)
    fprintf(out, "%s{\"function\": \"%s\", \"line\": %u, \"column\": %u}", i ? ", " : "",
            f->sites.items[i].entry->function, f->sites.items[i].line, f->sites.items[i].column);
  fputs("],\n     \"message\": ", out);
  json_string(out, message);
  fputs(",\n     \"fix\": ", out);
  json_string(out, fix);
  if (scan->explained) {
    fprintf(out,
            ",\n     \"explain\": {\"status\": \"%s\", \"text\": ", explain_status_name(f->status));
    json_string(out, f->explanation);
    fputs("}", out);
  }
  fputs("}", out);
  free(message);
  free(fix);
}

void report_json(FILE *out, const FileScan *scans, size_t count) {
  fputs("{\"tool\": \"arc-scan\", \"version\": \"" ARC_SCAN_VERSION "\",\n \"findings\": [\n", out);
  bool first = true;
  for (size_t s = 0; s < count; ++s)
    for (size_t i = 0; i < scans[s].findings.count; ++i) {
      fputs(first ? "" : ",\n", out);
      finding(out, &scans[s], &scans[s].findings.items[i]);
      first = false;
    }
  fputs(first ? " ],\n \"unmatched_remarks\": [" : "\n ],\n \"unmatched_remarks\": [", out);
  first = true;
  for (size_t s = 0; s < count; ++s)
    for (size_t i = 0; i < scans[s].unmatched.count; ++i) {
      const Remark *r = &scans[s].unmatched.items[i];
      fputs(first ? "\n    {\"file\": " : ",\n    {\"file\": ", out);
      json_string(out, scans[s].path);
      fprintf(out, ", \"line\": %u, \"column\": %u, \"name\": ", r->line, r->column);
      json_string(out, r->name);
      fputs(", \"message\": ", out);
      json_string(out, r->message);
      fputs("}", out);
      first = false;
    }
  fputs("],\n \"errors\": [", out);
  first = true;
  for (size_t s = 0; s < count; ++s) {
    if (!scans[s].error)
      continue;
    fputs(first ? "\n    {\"file\": " : ",\n    {\"file\": ", out);
    json_string(out, scans[s].path);
    fputs(", \"message\": ", out);
    json_string(out, scans[s].error);
    fputs("}", out);
    first = false;
  }
  fputs("]}\n", out);
}
