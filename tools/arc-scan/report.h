/* The three output formats: clang-style text, JSON, and SARIF 2.1.0. Findings go to `out`; in
 * text format, errors go to `err`. */
#ifndef ARC_SCAN_REPORT_H
#define ARC_SCAN_REPORT_H

#include "scan.h"

#include <stdio.h>

void report_text(FILE *out, FILE *err, const FileScan *scans, size_t count);
void report_json(FILE *out, const FileScan *scans, size_t count);
void report_sarif(FILE *out, const FileScan *scans, size_t count);

/* A JSON string literal of `s` (NULL writes null). */
void json_string(FILE *out, const char *s);

#endif
