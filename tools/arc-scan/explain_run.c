/* Running clang with the plugin for --explain (see explain.h). */
#include "explain.h"

#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static char *read_text(const char *path) {
  FILE *f = fopen(path, "rb");
  StrBuf sb = {0};
  if (f) {
    char chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
      sb_appendn(&sb, chunk, n);
    fclose(f);
  }
  return sb_take(&sb);
}

/* Runs argv in `directory` (or here) with stdout and stderr to `log`; the exit status, or -1. */
static int run(const ArgList *args, const char *directory, const char *log) {
  char **argv = xcalloc(args->count + 1, sizeof *argv);
  memcpy(argv, args->items, args->count * sizeof *argv);
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd >= 0) {
      dup2(fd, 1);
      dup2(fd, 2);
    }
    if (directory && chdir(directory) != 0)
      _exit(127);
    execv(argv[0], argv);
    fprintf(stderr, "cannot run %s: %s\n", argv[0], strerror(errno));
    _exit(127);
  }
  free(argv);
  int status;
  if (pid < 0 || waitpid(pid, &status, 0) < 0)
    return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

bool run_with_plugin(const ExplainConfig *config, const CompileCommand *cc, bool has_openmp,
                     RemarkList *remarks, char **error) {
  char folder[] = "/tmp/arc-scan.XXXXXX";
  if (!mkdtemp(folder)) {
    *error = xasprintf("cannot create a temporary folder: %s", strerror(errno));
    return false;
  }
  char *record = xasprintf("%s/remarks.yaml", folder);
  char *log = xasprintf("%s/clang.log", folder);
  ArgList args;
  explain_arguments(cc, config->clang, config->plugin, record, has_openmp, config->openmp_flags,
                    &args);
  int status = run(&args, cc->directory, log);
  bool ok = status == 0;
  if (!ok) {
    char *output = read_text(log);
    StrBuf command = {0};
    for (size_t i = 0; i < args.count; ++i)
      sb_printf(&command, "%s%s", i ? " " : "", args.items[i]);
    *error = xasprintf("compiling with the plugin failed (exit %d): %s\n%s", status, command.text,
                       output);
    free(command.text);
    free(output);
  } else if (!read_remark_records(record, "arc-elide", remarks)) {
    *error = xasprintf("clang wrote no optimization record %s", record);
    ok = false;
  }
  args_free(&args);
  unlink(record);
  unlink(log);
  rmdir(folder);
  free(record);
  free(log);
  return ok;
}
