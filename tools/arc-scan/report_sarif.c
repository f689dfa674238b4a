/* SARIF 2.1.0 output: one run of the tool arc-scan, one result per finding with the warning and
 * the fix-it as its message, the loop as a related location, and errors as tool execution
 * notifications (see report.h). */
#include "messages.h"
#include "report.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

static const char *rule_id = "arc-scan/shared-handle-refcounted-in-parallel-loop";

/* An absolute file: URI of the path, percent-encoding what a URI may not hold. */
static void uri(FILE *out, const char *source) {
  fputs("\"file://", out);
  for (const unsigned char *p = (const unsigned char *)source; *p; ++p) {
    if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
        strchr("/-._~", *p))
      fputc(*p, out);
    else
      fprintf(out, "%%%02X", *p);
  }
  fputc('"', out);
}

static char *absolute_path(const char *path) {
  char *resolved = realpath(path, NULL);
  return resolved ? resolved : xstrdup(path);
}

/* The members of a location object (the caller writes the braces). */
static void location(FILE *out, const char *path, unsigned line, unsigned column) {
  fputs("\"physicalLocation\": {\"artifactLocation\": {\"uri\": ", out);
  char *source = absolute_path(path);
  uri(out, source);
  free(source);
  fprintf(out, "}, \"region\": {\"startLine\": %u", line);
  if (column)
    fprintf(out, ", \"startColumn\": %u", column);
  fputs("}}", out);
}

static void result(FILE *out, const FileScan *scan, const Finding *f) {
  const ParallelLoop *loop = &scan->loops.items[f->loop];
  char *message = finding_message(scan, f), *fix = finding_fix(f);
  char *text = scan->explained ? xasprintf("%s. %s. %s.", message, fix, f->explanation)
                               : xasprintf("%s. %s.", message, fix);
  fprintf(out, "        {\"ruleId\": \"%s\", \"ruleIndex\": 0, \"level\": \"warning\",\n", rule_id);
  fputs("         \"message\": {\"text\": ", out);
  json_string(out, text);
  fputs("},\n         \"locations\": [{", out);
  location(out, scan->path, f->line, f->column);
  fputs("}],\n         \"relatedLocations\": [{\"id\": 1, \"message\": {\"text\": ", out);
  json_string(out, loop->construct);
  fputs("}, ", out);
  location(out, scan->path, loop->line, loop->column);
  fputs("}],\n         \"properties\": {\"handle\": ", out);
  json_string(out, f->handle.name);
  fprintf(out, ", \"handleKind\": \"%s\", \"runtime\": \"%s\", \"operationsPerIteration\": %zu",
          handle_kind_name(f->handle.kind), f->profile->name, (size_t)f->operations);
  if (scan->explained)
    fprintf(out, ", \"arcElide\": \"%s\"", explain_status_name(f->status));
  fputs("}}", out);
  free(message);
  free(fix);
  free(text);
}

void report_sarif(FILE *out, const FileScan *scans, size_t count) {
  fputs("{\"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\", \"version\": \"2.1.0\",\n"
        " \"runs\": [{\n"
        "  \"tool\": {\"driver\": {\"name\": \"arc-scan\", \"version\": \"" ARC_SCAN_VERSION "\",\n"
        "    \"rules\": [{\"id\": ",
        out);
  json_string(out, rule_id);
  fputs(", \"shortDescription\": {\"text\": \"A handle shared by the iterations of a parallel "
        "loop is retained and released in every iteration\"},\n"
        "      \"fullDescription\": {\"text\": \"Every retain and release of one shared object "
        "is an atomic write to the same cache line from every thread: the loop can run slower "
        "in parallel than serially. Retain it once before the loop and release it after.\"},\n"
        "      \"defaultConfiguration\": {\"level\": \"warning\"}}]}},\n"
        "  \"results\": [\n",
        out);
  bool first = true;
  bool failed = false;
  for (size_t s = 0; s < count; ++s) {
    failed |= scans[s].error != NULL;
    for (size_t i = 0; i < scans[s].findings.count; ++i) {
      fputs(first ? "" : ",\n", out);
      result(out, &scans[s], &scans[s].findings.items[i]);
      first = false;
    }
  }
  fprintf(out,
          "\n  ],\n  \"invocations\": [{\"executionSuccessful\": %s, "
          "\"toolExecutionNotifications\": [",
          failed ? "false" : "true");
  first = true;
  for (size_t s = 0; s < count; ++s) {
    if (!scans[s].error)
      continue;
    fputs(first ? "\n    {\"level\": \"error\", \"message\": {\"text\": "
                : ",\n    {\"level\": \"error\", \"message\": {\"text\": ",
          out);
    json_string(out, scans[s].error);
    fputs("}, \"locations\": [{", out);
    location(out, scans[s].path, 1, 0);
    fputs("}]}", out);
    first = false;
  }
  fputs("]}]\n }]}\n", out);
}
