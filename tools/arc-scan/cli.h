/* The command line: `arc-scan [OPTIONS] FILE... [-- COMPILE FLAGS]` or
 * `arc-scan [OPTIONS] -p BUILD_DIR [FILE...]` (no FILE: every file of the database). */
#ifndef ARC_SCAN_CLI_H
#define ARC_SCAN_CLI_H

#include <stdbool.h>
#include <stddef.h>

typedef enum { FORMAT_TEXT, FORMAT_JSON, FORMAT_SARIF } OutputFormat;

typedef struct {
  OutputFormat format;
  bool explain;
  const char *build_dir; /* -p */
  const char *plugin;    /* --plugin, or NULL for the one beside the binary */
  const char *clang;     /* --clang, or NULL for the one arc-scan was built with */
  char **files;
  size_t file_count;
  char **flags; /* after `--` */
  size_t flag_count;
  bool help, version;
} Options;

/* False (with *error) on a usage error. */
bool parse_command_line(int argc, char **argv, Options *out, char **error);
void print_usage(const char *program);

#endif
