/* arc-scan: finds shared handles that parallel loops refcount on every iteration, at source
 * level, with libclang; see cli.c for the usage. Exit status 0 clean, 1 findings (with
 * --explain: findings the pass did not take out of their loop), 2 errors. */
#include "cli.h"
#include "compile_db.h"
#include "report.h"
#include "scan.h"
#include "util.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The plugin next to this program: ../lib/ArcElide.so (the build tree), else where an install
 * puts it relative to bin/ (ARC_SCAN_INSTALLED_PLUGIN, e.g. ../lib/arcelide/llvm-19/ArcElide.so
 * or ../lib/x86_64-linux-gnu/arcelide/llvm-19/ArcElide.so). The first that exists, else the
 * first. */
static char *default_plugin(void) {
  char self[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  if (n <= 0)
    return xstrdup("ArcElide.so");
  self[n] = '\0';
  char *slash = strrchr(self, '/');
  if (slash)
    *slash = '\0';
  char *build_tree = xasprintf("%s/../lib/ArcElide.so", self);
  if (access(build_tree, R_OK) == 0)
    return build_tree;
  char *installed = xasprintf("%s/%s", self, ARC_SCAN_INSTALLED_PLUGIN);
  if (access(installed, R_OK) == 0) {
    free(build_tree);
    return installed;
  }
  free(installed);
  return build_tree;
}

int main(int argc, char **argv) {
  Options options;
  char *error = NULL;
  if (!parse_command_line(argc, argv, &options, &error)) {
    fprintf(stderr, "arc-scan: error: %s\n", error);
    fprintf(stderr, "usage: arc-scan [OPTIONS] FILE... [-- COMPILE FLAGS]   (see --help)\n");
    free(error);
    free(options.files);
    return 2;
  }
  if (options.help || options.version) {
    if (options.help)
      print_usage("arc-scan");
    else
      printf("arc-scan %s (libclang %s)\n", ARC_SCAN_VERSION, ARC_SCAN_LLVM_VERSION);
    free(options.files);
    return 0;
  }

  char *plugin = options.plugin ? xstrdup(options.plugin) : default_plugin();
  ExplainConfig config = {options.clang ? options.clang : ARC_SCAN_CLANG, plugin,
                          ARC_SCAN_OPENMP_CFLAGS};
  if (options.explain && access(plugin, R_OK) != 0) {
    fprintf(stderr, "arc-scan: error: --explain: no plugin at %s (use --plugin=PATH)\n", plugin);
    free(plugin);
    free(options.files);
    return 2;
  }

  CXCompilationDatabase db = NULL;
  char **db_files = NULL; /* -p without files: every file of the database */
  if (options.build_dir) {
    db = database_open(options.build_dir, &error);
    if (!db) {
      fprintf(stderr, "arc-scan: error: %s\n", error);
      free(error);
      free(plugin);
      free(options.files);
      return 2;
    }
    if (options.file_count == 0) {
      db_files = database_files(db, &options.file_count);
      free(options.files);
      options.files = db_files;
      if (options.file_count == 0)
        fprintf(stderr, "arc-scan: warning: %s/compile_commands.json lists no file\n",
                options.build_dir);
    }
  }

  CXIndex index = clang_createIndex(0, 0);
  FileScan *scans = xcalloc(options.file_count, sizeof *scans);
  for (size_t i = 0; i < options.file_count; ++i) {
    const char *file = options.files[i];
    CompileCommand cc;
    bool ok = db ? command_from_database(db, options.build_dir, file, &cc, &error)
                 : command_from_flags(file, options.flags, options.flag_count, &cc, &error);
    if (!ok) {
      scans[i] = (FileScan){.path = xstrdup(file), .error = error};
      error = NULL;
      continue;
    }
    scan_file(index, file, &cc, options.explain ? &config : NULL, &scans[i]);
    command_free(&cc);
  }
  clang_disposeIndex(index);
  if (db)
    clang_CompilationDatabase_dispose(db);

  if (options.format == FORMAT_JSON)
    report_json(stdout, scans, options.file_count);
  else if (options.format == FORMAT_SARIF)
    report_sarif(stdout, scans, options.file_count);
  else
    report_text(stdout, stderr, scans, options.file_count);
  if (options.format != FORMAT_TEXT)
    for (size_t i = 0; i < options.file_count; ++i)
      if (scans[i].error)
        fprintf(stderr, "arc-scan: error: %s\n", scans[i].error);

  /* With --explain, a finding the pass took out of its loop (hoisted, or deleted) is fixed:
   * only the others make the status 1. */
  int status = 0;
  for (size_t i = 0; i < options.file_count; ++i) {
    if (scans[i].error)
      status = 2;
    for (size_t j = 0; j < scans[i].findings.count && status == 0; ++j) {
      ExplainStatus e = scans[i].findings.items[j].status;
      if (!options.explain || (e != EXPLAIN_HOISTED && e != EXPLAIN_DELETED))
        status = 1;
    }
    file_scan_free(&scans[i]);
  }
  free(scans);
  free(plugin);
  if (db_files)
    for (size_t i = 0; i < options.file_count; ++i)
      free(db_files[i]);
  free(options.files);
  return status;
}
