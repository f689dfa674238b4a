/* Parsing the command line (see cli.h). */
#include "cli.h"

#include "util.h"

#include <stdio.h>
#include <string.h>

void print_usage(const char *program) {
  printf("usage: %s [OPTIONS] FILE... [-- COMPILE FLAGS]\n"
         "       %s [OPTIONS] -p BUILD_DIR [FILE...]\n"
         "\n"
         "Finds refcounted handles that parallel loops (OpenMP parallel for, omp for in a\n"
         "parallel region, taskloop, parallel-for APIs) retain and release on every iteration\n"
         "although the iterations share them.\n"
         "\n"
         "  -p BUILD_DIR       read the compile flags from BUILD_DIR/compile_commands.json;\n"
         "                     without FILEs, scan every file it has a command for\n"
         "  --format=FORMAT    text (default), json or sarif\n"
         "  --explain          also compile each file with the arc-elide plugin and say, for\n"
         "                     each finding, whether the pass hoisted it and if not, why\n"
         "  --plugin=PATH      the plugin for --explain (default: ../lib/ArcElide.so next to\n"
         "                     this program, or ../lib/arcelide/llvm-N/ArcElide.so installed)\n"
         "  --clang=PATH       the compiler for --explain (default: %s)\n"
         "  --help, --version\n"
         "\n"
         "Exit status: 0 no findings (with --explain: none the pass left in its loop),\n"
         "1 findings (with --explain: one at least that is still refcounted per iteration),\n"
         "2 usage or parse error.\n",
         program, program, ARC_SCAN_CLANG);
}

static bool value_of(const char *arg, const char *name, const char **value) {
  size_t n = strlen(name);
  if (strncmp(arg, name, n) == 0 && arg[n] == '=') {
    *value = arg + n + 1;
    return true;
  }
  return false;
}

bool parse_command_line(int argc, char **argv, Options *out, char **error) {
  *out = (Options){0};
  out->files = xcalloc((size_t)argc, sizeof *out->files);
  const char *value;
  for (int i = 1; i < argc; ++i) {
    const char *arg = argv[i];
    if (strcmp(arg, "--") == 0) {
      out->flags = argv + i + 1;
      out->flag_count = (size_t)(argc - i - 1);
      break;
    } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
      out->help = true;
    } else if (strcmp(arg, "--version") == 0) {
      out->version = true;
    } else if (strcmp(arg, "--explain") == 0) {
      out->explain = true;
    } else if (value_of(arg, "--format", &value)) {
      if (strcmp(value, "text") == 0)
        out->format = FORMAT_TEXT;
      else if (strcmp(value, "json") == 0)
        out->format = FORMAT_JSON;
      else if (strcmp(value, "sarif") == 0)
        out->format = FORMAT_SARIF;
      else {
        *error = xasprintf("unknown format '%s' (text, json or sarif)", value);
        return false;
      }
    } else if (value_of(arg, "--plugin", &value)) {
      out->plugin = value;
    } else if (value_of(arg, "--clang", &value)) {
      out->clang = value;
    } else if (strcmp(arg, "-p") == 0) {
      if (i + 1 == argc) {
        *error = xstrdup("-p needs a build folder");
        return false;
      }
      out->build_dir = argv[++i];
    } else if (value_of(arg, "-p", &value) || (strncmp(arg, "-p", 2) == 0 && arg[2])) {
      out->build_dir = arg[2] == '=' ? arg + 3 : arg + 2;
    } else if (arg[0] == '-' && arg[1]) {
      *error = xasprintf("unknown option '%s' (compile flags go after --)", arg);
      return false;
    } else {
      out->files[out->file_count++] = argv[i];
    }
  }
  if (out->help || out->version)
    return true;
  if (out->file_count == 0 && !out->build_dir) {
    *error = xstrdup("no input files (name them, or give -p BUILD_DIR to scan every file of its "
                     "compile_commands.json)");
    return false;
  }
  if (out->build_dir && out->flags) {
    *error = xstrdup("give the compile flags either after -- or with -p, not both");
    return false;
  }
  return true;
}
