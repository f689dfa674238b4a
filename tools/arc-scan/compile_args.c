/* Compile commands and the argument lists made from them (see compile_args.h). */
#include "compile_args.h"

#include "util.h"

#include <clang-c/CXCompilationDatabase.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

void args_push(ArgList *list, const char *arg) { VEC_PUSH(*list, xstrdup(arg)); }

void args_free(ArgList *list) {
  for (size_t i = 0; i < list->count; ++i)
    free(list->items[i]);
  free(list->items);
  *list = (ArgList){0};
}

void command_free(CompileCommand *cc) {
  free(cc->source);
  free(cc->directory);
  args_free(&cc->flags);
  *cc = (CompileCommand){0};
}

char *resolved_path(const char *path, const char *directory) {
  char resolved[PATH_MAX];
  char *joined = path[0] == '/' || !directory ? xstrdup(path) : xasprintf("%s/%s", directory, path);
  char *result = realpath(joined, resolved) ? xstrdup(resolved) : NULL;
  free(joined);
  return result;
}

bool command_from_flags(const char *file, char *const *flags, size_t count, CompileCommand *out,
                        char **error) {
  *out = (CompileCommand){0};
  out->source = resolved_path(file, NULL);
  if (!out->source) {
    *error = xasprintf("no such file: %s", file);
    return false;
  }
  for (size_t i = 0; i < count; ++i)
    args_push(&out->flags, flags[i]);
  return true;
}

static bool is(const char *arg, const char *name) { return strcmp(arg, name) == 0; }

static bool has_prefix(const char *arg, const char *prefix) {
  return strncmp(arg, prefix, strlen(prefix)) == 0;
}

/* Flags of a recorded command that say where output goes, not how to read the source. Returns
 * how many arguments to drop (0: keep it). */
static int output_flag(const char *arg) {
  if (is(arg, "-o") || is(arg, "-MF") || is(arg, "-MT") || is(arg, "-MQ"))
    return 2;
  if (is(arg, "-c") || is(arg, "-MD") || is(arg, "-MMD") || is(arg, "-MP") || is(arg, "--") ||
      (has_prefix(arg, "-o") && strlen(arg) > 2))
    return 1;
  return 0;
}

bool command_from_database(CXCompilationDatabase db, const char *build_dir, const char *file,
                           CompileCommand *out, char **error) {
  *out = (CompileCommand){0};
  char *source = resolved_path(file, NULL);
  if (!source) {
    *error = xasprintf("no such file: %s", file);
    return false;
  }
  CXCompileCommands commands = clang_CompilationDatabase_getCompileCommands(db, source);
  if (!commands || clang_CompileCommands_getSize(commands) == 0) {
    *error = xasprintf("%s/compile_commands.json has no command for %s", build_dir, file);
    clang_CompileCommands_dispose(commands);
    free(source);
    return false;
  }
  CXCompileCommand command = clang_CompileCommands_getCommand(commands, 0);
  CXString directory = clang_CompileCommand_getDirectory(command);
  out->directory = xstrdup(clang_getCString(directory));
  clang_disposeString(directory);
  out->source = source;
  unsigned count = clang_CompileCommand_getNumArgs(command);
  for (unsigned i = 1; i < count; ++i) { /* argument 0 is the compiler */
    CXString s = clang_CompileCommand_getArg(command, i);
    const char *arg = clang_getCString(s);
    int drop = output_flag(arg);
    char *path = drop ? NULL : resolved_path(arg, out->directory);
    if (drop == 2)
      ++i;
    else if (!drop && !(path && strcmp(path, source) == 0))
      args_push(&out->flags, arg);
    free(path);
    clang_disposeString(s);
  }
  clang_CompileCommands_dispose(commands);
  return true;
}

static bool is_openmp_flag(const char *arg) {
  return has_prefix(arg, "-fopenmp") || has_prefix(arg, "-fno-openmp");
}

/* Flags for code generation and remarks: meaningless to libclang, and --explain sets its own. */
static bool is_codegen_flag(const char *arg) {
  return has_prefix(arg, "-fpass-plugin=") || has_prefix(arg, "-Rpass") ||
         has_prefix(arg, "-fsave-optimization-record") ||
         has_prefix(arg, "-foptimization-record-file=") || is(arg, "-g0");
}

void parse_arguments(const CompileCommand *cc, ArgList *out) {
  *out = (ArgList){0};
  bool openmp = false;
  for (size_t i = 0; i < cc->flags.count; ++i) {
    const char *arg = cc->flags.items[i];
    if (is_openmp_flag(arg))
      openmp |= has_prefix(arg, "-fopenmp") && !has_prefix(arg, "-fopenmp-simd");
    else if (!is_codegen_flag(arg) && !has_prefix(arg, "-Werror") && !has_prefix(arg, "-Wl,"))
      args_push(out, arg);
  }
  if (openmp)
    args_push(out, "-D_OPENMP=201511");
  if (cc->directory) {
    char *wd = xasprintf("-working-directory=%s", cc->directory);
    args_push(out, wd);
    free(wd);
  }
#ifdef ARC_SCAN_OMP_INCLUDE_DIR
  if (ARC_SCAN_OMP_INCLUDE_DIR[0]) { /* omp.h, when libclang's own resource folder lacks it */
    args_push(out, "-idirafter");
    args_push(out, ARC_SCAN_OMP_INCLUDE_DIR);
  }
#endif
}

void explain_arguments(const CompileCommand *cc, const char *clang, const char *plugin,
                       const char *record, bool has_openmp, const char *openmp_flags,
                       ArgList *out) {
  *out = (ArgList){0};
  args_push(out, clang);
  bool openmp = false;
  for (size_t i = 0; i < cc->flags.count; ++i) {
    const char *arg = cc->flags.items[i];
    openmp |= has_prefix(arg, "-fopenmp") && !has_prefix(arg, "-fopenmp-simd");
    if (!is_codegen_flag(arg))
      args_push(out, arg);
  }
  if (has_openmp && !openmp && openmp_flags) {
    char *copy = xstrdup(openmp_flags);
    for (char *word = strtok(copy, " "); word; word = strtok(NULL, " "))
      args_push(out, word);
    free(copy);
  }
  char *plugin_flag = xasprintf("-fpass-plugin=%s", plugin);
  char *record_flag = xasprintf("-foptimization-record-file=%s", record);
  const char *fixed[] = {"-O2",       "-g",       plugin_flag, "-fsave-optimization-record",
                         record_flag, "-w",       "-c",        cc->source,
                         "-o",        "/dev/null"};
  for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; ++i)
    args_push(out, fixed[i]);
  free(plugin_flag);
  free(record_flag);
}
