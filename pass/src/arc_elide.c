/* The per-function driver, in the order the pass works: IR -> facts -> decisions -> rewrite.
 * It reads the function into facts (every runtime call classified once, facts.h) and reports
 * the runtime calls it must leave alone; deletes refcounting of immortal constants (H6); then,
 * loop by loop, innermost first, plans (the loop's facts and the rules' decisions, loop_hoist.h),
 * reports the decisions (remarks.c) and rewrites what the rules allow (hoist_rewrite.c), so that
 * a loop nest ends with one pair around the outermost loop in which the handle is still
 * invariant (or lazily, behind a flag, around a loop that may not reach the retain:
 * lazy_hoist.h); keeps alive the loops those removals could make look finite (H7); rewrites
 * thread-local objects; and last adds the lazy hoist's branches, the pass's only CFG change.
 * Every rewrite keeps the facts up to date. */
#include "arc_elide.h"

#include "cmpxchg_orderings.h"
#include "custom_runtime_check.h"
#include "facts.h"
#include "h6_immortal.h"
#include "h7_termination.h"
#include "h9_undisturbed_pair.h"
#include "hoist_rewrite.h"
#include "inlined_counts.h"
#include "lazy_hoist.h"
#include "local_objects.h"
#include "loop_hoist.h"
#include "profile.h"
#include "remarks.h"
#include "unwinding.h"

static void report_unrecognised_calls(ArcAnalyses *A, LLVMValueRef fn, const ArcFacts *facts) {
  if (!ae_remarks_enabled(A))
    return;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (ae_facts_call(facts, i).kind == ARC_CALL_MISMATCH)
        ae_remark_unrecognised(A, i);
}

/* Indirect calls in a loop that refcounts are treated as opaque calls; say so once each. */
static void report_indirect_calls(ArcAnalyses *A, ArcLoop *L) {
  if (!ae_remarks_enabled(A))
    return;
  for (size_t b = 0; b < ae_loop_block_count(L); ++b) {
    LLVMBasicBlockRef bb = ae_loop_block_at(L, b);
    if (ae_loop_for_block(A, bb) != L)
      continue;
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if ((LLVMIsACallInst(i) || LLVMIsAInvokeInst(i)) && !LLVMIsAFunction(LLVMGetCalledValue(i)) &&
          !LLVMIsAInlineAsm(LLVMGetCalledValue(i)))
        ae_remark_indirect_call(A, i);
  }
}

static bool hoist_loops(ArcAnalyses *A, ArcFacts *facts, ArcTermination *T, LazyGuards *guards,
                        const ArcElideOptions *options) {
  bool changed = false;
  HoistMemory memory = {0};
  memory.copies_may_nest = options->delete_pairs;
  memory.destructors_return = options->destructors_return;
  for (size_t l = 0; l < ae_loop_count(A); ++l) {
    ArcLoop *L = ae_loop_at(A, l);
    HoistPlan plan = ae_plan_hoists(A, facts, L, &memory); /* the loop's facts, the decisions */
    ae_remark_refusals(A, &plan);
    if (plan.count)
      report_indirect_calls(A, L);
    /* Carried handles first (they insert nothing), then the others in the order their releases
     * run in the loop, each exit's releases in that order (plan.h, exit_order). */
    ae_ptr_map_free(&memory.exit_cursor);
    for (size_t k = 0; k < plan.count + plan.exit_order_count; ++k) {
      size_t i = k < plan.count ? k : plan.exit_order[k - plan.count];
      HoistHandle *h = &plan.handles[i];
      if (ae_handle_refused(h) || (k < plan.count) != h->carried)
        continue;
      ae_termination_before_removal(T, A, facts, L);
      ae_remark_hoisted(A, &plan, h);
      if (h->lazy)
        ae_lazy_hoist_handle(A, facts, L, h, &memory, guards); /* the rewrite, but branches */
      else
        ae_hoist_handle(A, facts, L, h, &memory); /* the rewrite */
      changed = true;
    }
    ae_free_plan(&plan);
  }
  ae_ptr_map_free(&memory.placed);
  ae_ptr_map_free(&memory.lazy);
  ae_ptr_map_free(&memory.exit_cursor);
  return changed;
}

bool ae_elide_keep_observers(LLVMModuleRef module, const ArcElideOptions *options) {
  return ae_profile_keep_observers_out_of_line(module, options->profile);
}

bool ae_elide_module_relevant(LLVMModuleRef module, const ArcElideOptions *options) {
  return ae_profile_used_in(module, options->profile);
}

void ae_elide_check_module(LLVMModuleRef module, const ArcElideOptions *options) {
  ae_check_custom_runtime(module, options->profile);
}

/* Before the function's analyses are built (the one CFG change besides the lazy hoist's
 * branches): invokes of runtime entries that never unwind become calls (unwinding.h). */
bool ae_elide_prepare_function(LLVMValueRef fn, const ArcElideOptions *options) {
  if (!options->hoist || !ae_profile_used_in(LLVMGetGlobalParent(fn), options->profile))
    return false;
  return ae_calls_for_invoked_entries(fn, options->profile);
}

bool ae_elide_raise_inlined_counts(LLVMValueRef fn, const ArcElideOptions *options,
                                   ArcRaisedCounts **raised) {
  bool changed = false;
  *raised = NULL;
  if (options->hoist && ae_profile_used_in(LLVMGetGlobalParent(fn), options->profile))
    *raised = ae_raise_inlined_counts(fn, options->profile, &changed);
  return changed;
}

bool ae_elide_function(LLVMValueRef fn, ArcAnalyses *A, const ArcElideOptions *options,
                       ArcRaisedCounts *raised) {
  if (!ae_profile_used_in(LLVMGetGlobalParent(fn), options->profile))
    return ae_lower_inlined_counts(raised, fn, A); /* nothing to do, nothing to say */
  ArcFacts *facts = ae_facts_new(fn, options->profile, A);
  ae_facts_track_raised(facts, raised);
  report_unrecognised_calls(A, fn, facts);
  bool changed = false;
  LazyGuards guards = {0};
  if (options->hoist) {
    ArcTermination termination = {0};
    changed |= ae_delete_immortal_ops(A, facts, fn, &termination);
    changed |= ae_delete_undisturbed_pairs(A, facts, fn, options->delete_pairs, &termination);
    changed |= hoist_loops(A, facts, &termination, &guards, options);
    changed |= ae_termination_keep_alive(&termination, A, fn);
    ae_termination_free(&termination);
  }
  /* After hoisting, which has already deleted the pairs it moved out of loops. */
  if (options->local)
    changed |= ae_make_local_objects(A, facts, fn);
  /* Calls removed: a compare-exchange that acquires only on failure must not look relaxed to the
   * passes after this one (cmpxchg_orderings.h). */
  if (changed)
    ae_strengthen_cmpxchg_success_orderings(fn);
  /* Last: the lazy hoist's branches change the CFG that every analysis above described. */
  changed |= ae_lazy_apply(A, &guards);
  ae_lazy_guards_free(&guards);
  ae_facts_free(facts);
  /* Very last: the inlined counts the pass kept go back to their instructions, those it inserted
   * become the library's (inlined_counts.h). */
  changed |= ae_lower_inlined_counts(raised, fn, A);
  return changed;
}
