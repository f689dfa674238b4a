/* Dispatch and chunk loops of chunked OpenMP schedules (see omp_schedule.h). */
#include "omp_schedule.h"

#include "call_sites.h"

#include <stdbool.h>
#include <string.h>

/* libomp's schedule kind for schedule(static, CHUNK) (kmp_sch_static_chunked) and its ordered
 * and distribute variants; schedule(static) without a chunk is 34 and has one loop only. */
static bool is_chunked_static_kind(long long kind) {
  return kind == 33 || kind == 65 || kind == 91;
}

static bool callee_starts_with(LLVMValueRef call, const char *prefix) {
  if (!LLVMIsACallInst(call))
    return false;
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!LLVMIsAFunction(callee))
    return false;
  size_t length;
  const char *name = LLVMGetValueName2(callee, &length);
  return strncmp(name, prefix, strlen(prefix)) == 0;
}

/* L's own blocks (not those of loops nested in it) call __kmpc_dispatch_next*. */
static bool calls_dispatch_next(ArcAnalyses *A, ArcLoop *L) {
  for (size_t b = 0; b < ae_loop_block_count(L); ++b) {
    LLVMBasicBlockRef bb = ae_loop_block_at(L, b);
    if (ae_loop_for_block(A, bb) != L)
      continue;
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (callee_starts_with(i, "__kmpc_dispatch_next"))
        return true;
  }
  return false;
}

bool ae_omp_is_dispatch_entry(LLVMValueRef call) {
  return callee_starts_with(call, "__kmpc_dispatch_next_");
}

/* CALL is a call whose callee is named one of the COUNT NAMES. */
static bool callee_named_one_of(LLVMValueRef call, const char *const *names, size_t count) {
  const char *name = LLVMIsACallInst(call) ? ae_callee_name(call) : NULL;
  for (size_t k = 0; name && k < count; ++k)
    if (strcmp(name, names[k]) == 0)
      return true;
  return false;
}

bool ae_omp_is_team_sync_entry(LLVMValueRef call) {
  static const char *const names[] = {"__kmpc_barrier", "__kmpc_reduce", "__kmpc_reduce_nowait",
                                      "__kmpc_end_reduce", "__kmpc_end_reduce_nowait"};
  return callee_named_one_of(call, names, sizeof names / sizeof *names);
}

bool ae_omp_entry_queues_no_task(LLVMValueRef call) {
  /* libomp's entries that create no explicit task (its task, taskloop and target entries do) */
  static const char *const names[] = {"__kmpc_critical",
                                      "__kmpc_end_critical",
                                      "__kmpc_critical_with_hint",
                                      "__kmpc_single",
                                      "__kmpc_end_single",
                                      "__kmpc_master",
                                      "__kmpc_end_master",
                                      "__kmpc_masked",
                                      "__kmpc_end_masked",
                                      "__kmpc_flush",
                                      "__kmpc_ordered",
                                      "__kmpc_end_ordered",
                                      "__kmpc_cancel",
                                      "__kmpc_cancellationpoint",
                                      "__kmpc_cancel_barrier",
                                      "__kmpc_push_num_threads",
                                      "__kmpc_push_proc_bind",
                                      "__kmpc_copyprivate"};
  return callee_named_one_of(call, names, sizeof names / sizeof *names) ||
         ae_omp_is_bookkeeping_entry(call) || ae_omp_is_dispatch_entry(call) ||
         ae_omp_is_team_sync_entry(call);
}

bool ae_omp_is_bookkeeping_entry(LLVMValueRef call) {
  static const char *const prefixes[] = {
      "__kmpc_for_static_init_",   "__kmpc_for_static_fini",       "__kmpc_dispatch_init_",
      "__kmpc_global_thread_num",  "__kmpc_dist_for_static_init_", "__kmpc_distribute_static_init_",
      "__kmpc_dist_dispatch_init_"};
  for (size_t k = 0; k < sizeof prefixes / sizeof *prefixes; ++k)
    if (callee_starts_with(call, prefixes[k]))
      return true;
  return false;
}

bool ae_omp_is_chunked_static_init(LLVMValueRef call) {
  if (!callee_starts_with(call, "__kmpc_for_static_init") || LLVMGetNumArgOperands(call) < 3)
    return false;
  LLVMValueRef kind = LLVMGetOperand(call, 2);
  return LLVMIsAConstantInt(kind) && is_chunked_static_kind(LLVMConstIntGetSExtValue(kind));
}

/* L is an outermost loop that a chunked __kmpc_for_static_init call dominates. */
static bool steps_static_chunks(ArcAnalyses *A, ArcLoop *L, const ValueList *chunked_inits) {
  if (ae_loop_parent(L))
    return false;
  LLVMBasicBlockRef header = ae_loop_header(L);
  for (size_t i = 0; i < chunked_inits->count; ++i)
    if (ae_block_dominates(A, LLVMGetInstructionParent(chunked_inits->items[i]), header))
      return true;
  return false;
}

bool ae_omp_is_dispatch_loop(ArcAnalyses *A, ArcLoop *L, const ValueList *chunked_inits) {
  return calls_dispatch_next(A, L) || steps_static_chunks(A, L, chunked_inits);
}
