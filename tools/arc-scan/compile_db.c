/* Opening a build's compile database quietly, and listing its files (see compile_db.h). */
#include "compile_db.h"

#include "compile_args.h"
#include "util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* libclang prints "LIBCLANG TOOLING ERROR: ..." on stderr when it cannot load a database: its
 * stderr goes to a temporary file during the call, and the first line of what it said, if the
 * load failed, ends the one-line error. */
CXCompilationDatabase database_open(const char *build_dir, char **error) {
  char *json = xasprintf("%s/compile_commands.json", build_dir);
  if (access(json, R_OK) != 0) {
    *error = xasprintf("cannot read %s: %s (CMake writes it with "
                       "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON)",
                       json, strerror(errno));
    free(json);
    return NULL;
  }
  fflush(stderr);
  FILE *quiet = tmpfile();
  int saved = quiet ? dup(STDERR_FILENO) : -1;
  if (saved >= 0)
    dup2(fileno(quiet), STDERR_FILENO);
  CXCompilationDatabase_Error status;
  CXCompilationDatabase db = clang_CompilationDatabase_fromDirectory(build_dir, &status);
  char said[256] = "";
  if (saved >= 0) {
    fflush(stderr);
    dup2(saved, STDERR_FILENO);
    close(saved);
    rewind(quiet);
    /* The last non-empty line: libclang names the JSON database's problem last. */
    char line[sizeof said];
    while (fgets(line, sizeof line, quiet))
      if (line[0] != '\n')
        memcpy(said, line, sizeof said);
    said[strcspn(said, "\n")] = '\0';
  }
  if (quiet)
    fclose(quiet);
  if (status != CXCompilationDatabase_NoError || !db) {
    const char *reason = strstr(said, ": ") ? strstr(said, ": ") + 2 : said;
    *error = xasprintf("cannot read %s%s%s", json, reason[0] ? ": " : "", reason);
    if (db)
      clang_CompilationDatabase_dispose(db);
    free(json);
    return NULL;
  }
  free(json);
  return db;
}

char **database_files(CXCompilationDatabase db, size_t *count) {
  *count = 0;
  CXCompileCommands commands = clang_CompilationDatabase_getAllCompileCommands(db);
  unsigned n = commands ? clang_CompileCommands_getSize(commands) : 0;
  char **files = xcalloc(n + 1, sizeof *files);
  for (unsigned i = 0; i < n; ++i) {
    CXCompileCommand command = clang_CompileCommands_getCommand(commands, i);
    CXString name = clang_CompileCommand_getFilename(command);
    CXString directory = clang_CompileCommand_getDirectory(command);
    char *path = resolved_path(clang_getCString(name), clang_getCString(directory));
    clang_disposeString(name);
    clang_disposeString(directory);
    bool seen = !path;
    for (size_t j = 0; j < *count && !seen; ++j)
      seen = strcmp(files[j], path) == 0;
    if (seen)
      free(path);
    else
      files[(*count)++] = path;
  }
  clang_CompileCommands_dispose(commands);
  return files;
}
