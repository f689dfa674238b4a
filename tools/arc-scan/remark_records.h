/* Reading the optimization records that `clang -fsave-optimization-record` writes (LLVM's remark
 * YAML): the kind, name, place and message of every remark of one pass. */
#ifndef ARC_SCAN_REMARK_RECORDS_H
#define ARC_SCAN_REMARK_RECORDS_H

#include <stdbool.h>
#include <stddef.h>

typedef enum { REMARK_PASSED, REMARK_MISSED, REMARK_ANALYSIS } RemarkKind;

typedef struct {
  RemarkKind kind;
  char *name; /* Hoisted, NotHoisted, ImmortalDeleted, ... */
  char *file; /* as the compiler recorded it */
  unsigned line, column;
  char *function;
  char *message; /* the Args joined, as -Rpass prints it */
} Remark;

typedef struct {
  Remark *items;
  size_t count, capacity;
} RemarkList;

/* Appends the remarks of pass `pass` in the YAML file `path`; false (and errno) when it cannot be
 * read. */
bool read_remark_records(const char *path, const char *pass, RemarkList *out);
void remarks_free(RemarkList *list);

#endif
