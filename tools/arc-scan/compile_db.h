/* A build's compile database (BUILD_DIR/compile_commands.json): opened once and without
 * libclang's own messages on stderr, and the list of every file it has a command for (what
 * `arc-scan -p BUILD_DIR` scans when no file is named). */
#ifndef ARC_SCAN_COMPILE_DB_H
#define ARC_SCAN_COMPILE_DB_H

#include <clang-c/CXCompilationDatabase.h>
#include <stddef.h>

/* NULL (with *error, one line) when BUILD_DIR has no readable compile_commands.json. */
CXCompilationDatabase database_open(const char *build_dir, char **error);

/* Every source file with a command, as absolute paths, each once, in the database's order
 * (files that no longer exist are left out). The caller frees the array and each path. */
char **database_files(CXCompilationDatabase db, size_t *count);

#endif
