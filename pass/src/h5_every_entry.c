/* H5, the new retain goes where a retain was sure to run: one of the handle's retains runs
 * whenever the loop is entered. The retain in the preheader runs on every entry; that is safe
 * only where the source also retained the object on that entry, which proves the object alive
 * there (and, the handle being invariant by H2, at the preheader too). A pair under a condition,
 * or in a loop that may run zero times, gives no such proof (docs/rules/h5-every-entry.md). */
#include "hoist_rules.h"

#include "effects.h"

#include <stdint.h>

/* INST passes control to the next instruction: the effects model's answer (effects.h), which
 * takes a retain, or a release of a handle its caller holds, for one that returns only where the
 * runtime's counting runs no user code, and no release the plan deletes for one that returns. */
static bool passes_control_on(const HoistPlan *P, const ArcProfile *runtime, LLVMValueRef inst) {
  return ae_fx_passes_control_on(P, runtime, inst);
}

/* H5 refinement "NULL guard": the branch by which BB is entered, when it is a NULL guard of H's
 * handle (H3's refinement, ae_null_guard_successor: a test of the handle seen through bitcasts,
 * zero GEPs, retains that return their argument and loads of its slot in the loop) and BB is
 * its only way in, by its edge for a handle that is not NULL; else NULL. Where NULL is a no-op
 * for the runtime (ARC_PROFILE_NULL_IS_NOOP), a retain of the handle at the top of BB runs on
 * every entry on which the guard runs, but for a NULL handle, which the hoisted retain ignores
 * (libc++'s shared_ptr copy: `if (cb) ++cb->count`). */
static LLVMValueRef non_null_edge_into(const HoistPlan *P, const HoistHandle *h,
                                       LLVMBasicBlockRef bb) {
  LLVMUseRef use = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb));
  if (!use || LLVMGetNextUse(use))
    return NULL;
  LLVMValueRef guard = LLVMGetUser(use);
  int null_edge = ae_null_guard_successor(P, h, guard);
  if (null_edge < 0 || LLVMGetSuccessor(guard, (unsigned)(1 - null_edge)) != bb)
    return NULL;
  return guard;
}

/* BB is entered only by an unconditional branch (its one use): that branch, which passes control
 * on to BB whenever it runs; else NULL. */
static LLVMValueRef only_jump_to(LLVMBasicBlockRef bb) {
  LLVMUseRef use = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb));
  LLVMValueRef jump = use && !LLVMGetNextUse(use) ? LLVMGetUser(use) : NULL;
  return jump && LLVMIsABranchInst(jump) && !LLVMIsConditional(jump) ? jump : NULL;
}

/* The answers kept per retain (RuleCaches.every_entry). */
enum { NOT_EVERY_ENTRY = 1, EVERY_ENTRY = 2, EVERY_ENTRY_NOT_NULL = 3 };

/* LLVM's must-execute analysis, refined: a retain after a guaranteed instruction from which
 * only instructions that pass control on lead to it is guaranteed too; and a handle the caller
 * holds is alive (or NULL, which its runtime ignores) on every entry anyway
 * (docs/rules/h5-every-entry.md, "numba's conventions"). Answers are kept per retain: a walk back
 * that reaches an earlier retain of the same runtime takes its answer, so N handles one after
 * another cost linear time. An answer found through a NULL guard holds on the entries on which
 * that retain's handle is not NULL, and says nothing of another handle's retain after it (`if (a)
 * { retain(a); retain(b); }` retains b only where a is not NULL). */
static bool runs_on_every_entry(ArcAnalyses *A, const HoistPlan *P, LLVMValueRef retain) {
  const HoistHandle *h = ae_plan_handle_of(P, retain);
  if (ae_handle_caller_held(h))
    return true;
  PtrMap *known = &P->caches->every_entry;
  size_t answer = NOT_EVERY_ENTRY;
  bool guarded = false; /* the walk went on from a NULL guard of the handle */
  for (LLVMValueRef i = retain; i;) {
    const HoistHandle *other = i == retain ? NULL : ae_plan_handle_of(P, i);
    size_t earlier =
        other && other->runtime == h->runtime ? (size_t)(uintptr_t)ae_ptr_map_get(known, i) : 0;
    if (earlier) {
      answer = earlier == EVERY_ENTRY_NOT_NULL && other != h ? NOT_EVERY_ENTRY : earlier;
      break;
    }
    if (ae_guaranteed_to_execute(A, P->L, i)) {
      answer = EVERY_ENTRY;
      break;
    }
    LLVMValueRef before = LLVMGetPreviousInstruction(i);
    if (!before)
      before = only_jump_to(LLVMGetInstructionParent(i)); /* on from the one way in */
    if (!before && h->runtime->null_is_noop) {
      before = non_null_edge_into(P, h, LLVMGetInstructionParent(i)); /* on from the guard */
      guarded |= before != NULL;
    }
    if (before && !passes_control_on(P, h->runtime, before))
      break;
    i = before;
  }
  if (answer == EVERY_ENTRY && guarded)
    answer = EVERY_ENTRY_NOT_NULL;
  ae_ptr_map_put(known, retain, (void *)(uintptr_t)answer);
  return answer != NOT_EVERY_ENTRY;
}

ArcDecision ae_h5_every_entry(ArcAnalyses *A, const HoistPlan *P, const HoistHandle *h) {
  bool guaranteed = false;
  for (size_t i = 0; i < h->ops.count && !guaranteed; ++i)
    guaranteed = ae_call_is_retain(ae_facts_call(P->facts, h->ops.items[i]).kind) &&
                 runs_on_every_entry(A, P, h->ops.items[i]);
  if (!guaranteed) {
    return ae_refusal(AE_RULE_H5,
                      ae_facts_omp_loop_role(P->facts, A, P->L) == ARC_OMP_LOOP_DISPATCH
                          ? AE_H5_DISPATCH_LOOP
                          : AE_H5_NOT_EVERY_ENTRY,
                      NULL);
  }
  return (ArcDecision){0};
}

/* The lazy hoist (lazy_hoist.h) keeps each retain where it is and only skips the ones after the
 * first: a retain then runs only where the source ran one, so H5's argument holds without a
 * retain on every entry. It takes the handles that the rewrite of a loop nested directly in L
 * left in that loop's preheader (docs/rules/lazy-hoisting.md). */
static bool placed_in_child_preheader(ArcAnalyses *A, const HoistPlan *P, LLVMValueRef retain) {
  if (!ae_ptr_map_contains(&P->memory->placed, retain))
    return false;
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(retain);
  if (ae_loop_for_block(A, bb) != P->L)
    return false;
  LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
  if (LLVMGetNumSuccessors(term) != 1)
    return false;
  LLVMBasicBlockRef header = LLVMGetSuccessor(term, 0);
  ArcLoop *child = ae_loop_for_block(A, header);
  return child && ae_loop_parent(child) == P->L && ae_loop_header(child) == header &&
         ae_loop_preheader(child) == bb;
}

bool ae_h5_lazy_placement(ArcAnalyses *A, const HoistPlan *P, const HoistHandle *h) {
  bool retains = false;
  for (size_t i = 0; i < h->ops.count; ++i) {
    if (!ae_call_is_retain(ae_facts_call(P->facts, h->ops.items[i]).kind))
      continue;
    if (!placed_in_child_preheader(A, P, h->ops.items[i]))
      return false;
    retains = true;
  }
  return retains;
}
