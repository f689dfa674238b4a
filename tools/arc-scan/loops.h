/* The parallel loops of a main file: the statement each OpenMP loop directive applies to (when
 * the directive makes the loop parallel), the loops that every thread of a `parallel` region runs,
 * and the bodies handed to parallel-for APIs. */
#ifndef ARC_SCAN_LOOPS_H
#define ARC_SCAN_LOOPS_H

#include "ast_index.h"
#include "pragmas.h"

#include <stdbool.h>

typedef enum {
  LOOP_OMP,        /* a combined or worksharing directive: omp parallel for, omp for, taskloop */
  LOOP_REPLICATED, /* a plain loop in a parallel region: every thread runs all of it */
  LOOP_API,        /* the body passed to a parallel-for API */
} LoopKind;

typedef struct {
  LoopKind kind;
  char *construct;       /* "omp parallel for", "omp for", "omp parallel", "dispatch_apply_f()" */
  unsigned line, column; /* of the directive (or API call) */
  unsigned loop_line;    /* of the loop statement (or body) */
  unsigned end_line;
  unsigned begin, end; /* offsets of the code that runs per iteration; declarations in it are
                          per iteration, declarations before it are shared by the iterations */
  bool in_region;      /* inside a `parallel` region: declarations there are per thread */
  unsigned region_begin, region_end, region_line;
} ParallelLoop;

typedef struct {
  ParallelLoop *items;
  size_t count, capacity;
} LoopList;

void find_parallel_loops(const AstIndex *index, const OmpPragmaList *pragmas, LoopList *out);
void loops_free(LoopList *list);

/* The innermost loop whose per-iteration code holds `offset`, or -1. */
long innermost_loop_at(const LoopList *loops, unsigned offset);

#endif
