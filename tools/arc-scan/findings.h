/* A finding: one handle that a parallel loop retains or releases on every iteration although the
 * iterations share it, with every such operation's place. */
#ifndef ARC_SCAN_FINDINGS_H
#define ARC_SCAN_FINDINGS_H

#include "ast_index.h"
#include "handles.h"
#include "loops.h"

typedef struct {
  unsigned line, column;
  const RcEntry *entry;
} RcSite;

typedef enum {
  EXPLAIN_NONE,          /* --explain not asked for */
  EXPLAIN_HOISTED,       /* the pass took every operation out of the parallel loop */
  EXPLAIN_NOT_HOISTED,   /* the pass left them in, and said why */
  EXPLAIN_DELETED,       /* the pass deleted them (an immortal object) */
  EXPLAIN_NO_REMARK,     /* the pass said nothing about them */
  EXPLAIN_NOT_SUPPORTED, /* a runtime the pass does not know */
} ExplainStatus;

typedef struct {
  size_t loop; /* index in the file's loops */
  Handle handle;
  const RcProfile *profile;
  unsigned line, column; /* the first retain (or the first operation) */
  struct {
    RcSite *items;
    size_t count, capacity;
  } sites;
  unsigned operations; /* RC operations per iteration: a smart pointer copy is two */
  unsigned atomic_ops;
  ExplainStatus status;
  char *explanation; /* --explain: the pass's own words, or why there are none */
} Finding;

typedef struct {
  Finding *items;
  size_t count, capacity;
} FindingList;

void find_shared_handles(const AstIndex *index, const LoopList *loops, FindingList *out);
void findings_free(FindingList *list);

/* The names of the entries the finding's operations call, joined by "/". */
char *finding_entries(const Finding *f);

#endif
