/* OpenMP worksharing loops with chunks, as remarks need to describe them. Under
 * schedule(dynamic), schedule(guided), schedule(runtime) and schedule(static, CHUNK), clang
 * emits two loops: a dispatch loop that hands the worker one chunk after another
 * (__kmpc_dispatch_next, or the stride of a chunked __kmpc_for_static_init), and inside it the
 * chunk loop over one chunk's iterations. A pair hoisted out of the chunk loop still runs once
 * per chunk; the dispatch loop cannot take it (docs/rules/h5-every-entry.md). */
#ifndef ARCELIDE_OMP_SCHEDULE_H
#define ARCELIDE_OMP_SCHEDULE_H

#include "llvm_bridge.h"
#include "value_list.h"

#include <stdbool.h>

typedef enum ArcOmpLoopRole {
  ARC_OMP_LOOP_OTHER,    /* any other loop */
  ARC_OMP_LOOP_DISPATCH, /* iterates over the chunks a worker gets */
  ARC_OMP_LOOP_CHUNK,    /* iterates over one chunk: its parent is a dispatch loop */
} ArcOmpLoopRole;

/* CALL is a __kmpc_for_static_init call with a chunked schedule kind (the function's facts
 * collect them, facts.h). */
bool ae_omp_is_chunked_static_init(LLVMValueRef call);

/* CALL asks libomp for the worker's next chunk (__kmpc_dispatch_next_*). It returns, reads and
 * writes only the bounds it is given (worksharing-local slots, omp_capture.h) and libomp's own
 * state, which no user code writes but through libomp's API (no destructor may open or close a
 * worksharing construct of the loop it runs in), and waits for no other thread's progress. So in
 * a dispatch loop's exit window (H8) it is no read that a destructor could change
 * (docs/rules/lazy-hoisting.md). It is not `willreturn`, so H8 still counts a
 * block that calls it as a way out of the loop: that adds no read to the window.
 * __kmpc_dispatch_fini_* (the end of an ordered iteration) is not one: it may wait for other
 * threads' ordered iterations, and stays an opaque call. */
bool ae_omp_is_dispatch_entry(LLVMValueRef call);

/* CALL is one of libomp's worksharing bookkeeping entries (__kmpc_for_static_init_* and _fini,
 * __kmpc_dispatch_init_*, __kmpc_global_thread_num, the distribute variants): it computes bounds
 * or records the loop's end in libomp's own state and returns, waiting for no other thread. */
bool ae_omp_is_bookkeeping_entry(LLVMValueRef call);

/* CALL is one of libomp's team synchronisation entries (__kmpc_barrier, __kmpc_reduce and
 * __kmpc_end_reduce, with or without _nowait): it returns once every thread of the team has
 * reached it, which OpenMP requires every thread to do. */
bool ae_omp_is_team_sync_entry(LLVMValueRef call);

/* CALL is one of libomp's entries that create no explicit task: its bookkeeping, dispatch and
 * team-synchronisation entries, critical, single, master, masked, flush, ordered, cancellation,
 * copyprivate and the push_ entries (not its task, taskloop or target entries, not a fork). */
bool ae_omp_entry_queues_no_task(LLVMValueRef call);

/* L is a dispatch loop: its own blocks call __kmpc_dispatch_next, or it is an outermost loop
 * that one of CHUNKED_INITS (the function's chunked static-init calls) dominates. The role of a
 * loop follows from its own answer and its parent's (ae_facts_omp_loop_role). */
bool ae_omp_is_dispatch_loop(ArcAnalyses *A, ArcLoop *L, const ValueList *chunked_inits);

#endif
