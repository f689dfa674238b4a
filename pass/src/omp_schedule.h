/* OpenMP worksharing loops with chunks, as remarks need to describe them. Under
 * schedule(dynamic), schedule(guided), schedule(runtime) and schedule(static, CHUNK), clang
 * emits two loops: a dispatch loop that hands the worker one chunk after another
 * (__kmpc_dispatch_next, or the stride of a chunked __kmpc_for_static_init), and inside it the
 * chunk loop over one chunk's iterations. A pair hoisted out of the chunk loop still runs once
 * per chunk; the dispatch loop cannot take it (docs/hoisting.md, H5). */
#ifndef ARCELIDE_OMP_SCHEDULE_H
#define ARCELIDE_OMP_SCHEDULE_H

#include "llvm_bridge.h"

typedef enum ArcOmpLoopRole {
  ARC_OMP_LOOP_OTHER,    /* any other loop */
  ARC_OMP_LOOP_DISPATCH, /* iterates over the chunks a worker gets */
  ARC_OMP_LOOP_CHUNK,    /* iterates over one chunk: its parent is a dispatch loop */
} ArcOmpLoopRole;

ArcOmpLoopRole ae_omp_loop_role(ArcAnalyses *A, ArcLoop *L);

#endif
