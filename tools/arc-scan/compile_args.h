/* The compile command of each file, from the command line (`FILE... -- FLAGS`) or from a build's
 * compile_commands.json (`-p BUILD_DIR`), and the two argument lists made from it: the one
 * libclang parses with (without -fopenmp, see pragmas.h) and the one --explain compiles with. */
#ifndef ARC_SCAN_COMPILE_ARGS_H
#define ARC_SCAN_COMPILE_ARGS_H

#include <clang-c/CXCompilationDatabase.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct {
  char **items;
  size_t count, capacity;
} ArgList;

void args_push(ArgList *list, const char *arg);
void args_free(ArgList *list);

typedef struct {
  char *source;    /* absolute path of the file */
  char *directory; /* where the command runs, or NULL for the current directory */
  ArgList flags;   /* the compile flags, without compiler, -c, -o, dependency output, file */
} CompileCommand;

/* From the flags after `--`. False (with *error) when the file does not exist. */
bool command_from_flags(const char *file, char *const *flags, size_t count, CompileCommand *out,
                        char **error);
/* From BUILD_DIR's compile database, opened by database_open (compile_db.h). False (with
 * *error) when there is none for the file. */
bool command_from_database(CXCompilationDatabase db, const char *build_dir, const char *file,
                           CompileCommand *out, char **error);
/* PATH made absolute (relative to DIRECTORY, or the current folder when NULL) with every link
 * resolved; NULL when it does not exist. */
char *resolved_path(const char *path, const char *directory);
void command_free(CompileCommand *cc);

/* For libclang: the flags without OpenMP (with _OPENMP still defined when it was on) and
 * without the ones that only matter for code generation. */
void parse_arguments(const CompileCommand *cc, ArgList *out);

/* For --explain: `clang FLAGS -O2 -g -fpass-plugin=PLUGIN` saving the remarks to `record`.
 * `openmp_flags` are added when the file has OpenMP directives and the flags lack -fopenmp. */
void explain_arguments(const CompileCommand *cc, const char *clang, const char *plugin,
                       const char *record, bool has_openmp, const char *openmp_flags, ArgList *out);

#endif
