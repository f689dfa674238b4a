/* H7: loops kept from being assumed to terminate (see h7_termination.h). */
#include "h7_termination.h"

#include "effects.h"
#include "remarks.h"
#include "unsound.h"

#include <llvm-c/DebugInfo.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static bool recorded(const ArcTermination *T, ArcLoop *L) {
  return ae_ptr_map_contains(&T->position, L);
}

/* Whether L may end up with no side effect at all: it may be assumed to progress (else LLVM may
 * not delete it, side effects or not), and each of its instructions with a side effect is a
 * retain or release, which the pass may delete. Otherwise something the pass never deletes
 * keeps L alive, and ScalarEvolution's answer, which can cost time that grows with the number
 * of loops before L in the function, is not needed. */
static bool may_lose_every_side_effect(const ArcFacts *facts, ArcLoop *L) {
  if (!ae_loop_must_progress(L))
    return false;
  for (size_t b = 0; b < ae_loop_block_count(L); ++b)
    for (LLVMValueRef i = LLVMGetFirstInstruction(ae_loop_block_at(L, b)); i;
         i = LLVMGetNextInstruction(i)) {
      ArcCallKind kind = ae_facts_call(facts, i).kind;
      if (ae_fx_may_have_side_effects(i) && !ae_call_is_retain(kind) && !ae_call_is_release(kind))
        return false;
    }
  return true;
}

void ae_termination_before_removal(ArcTermination *T, ArcAnalyses *A, const ArcFacts *facts,
                                   ArcLoop *L) {
  T->removed_any = true;
  for (; L && !recorded(T, L); L = ae_loop_parent(L)) {
    if (T->count == T->capacity) {
      T->capacity = T->capacity ? 2 * T->capacity : 8;
      T->loops = realloc(T->loops, T->capacity * sizeof *T->loops);
      T->bounded = realloc(T->bounded, T->capacity * sizeof *T->bounded);
      if (!T->loops || !T->bounded)
        abort();
    }
    T->loops[T->count] = L;
    ae_ptr_map_put(&T->position, L, (void *)(uintptr_t)(T->count + 1));
    T->bounded[T->count] = false;
    if (may_lose_every_side_effect(facts, L))
      T->bounded[T->count] = ae_loop_trip_count_computable(A, L);
    ++T->count;
  }
}

static bool has_side_effect(ArcLoop *L) {
  for (size_t b = 0; b < ae_loop_block_count(L); ++b)
    for (LLVMValueRef i = LLVMGetFirstInstruction(ae_loop_block_at(L, b)); i;
         i = LLVMGetNextInstruction(i))
      if (ae_fx_may_have_side_effects(i))
        return true;
  return false;
}

static void insert_sideeffect(LLVMBasicBlockRef header) {
  static const char name[] = "llvm.sideeffect";
  LLVMValueRef at = LLVMGetFirstInstruction(header);
  while (LLVMIsAPHINode(at))
    at = LLVMGetNextInstruction(at);
  LLVMModuleRef module = LLVMGetGlobalParent(LLVMGetBasicBlockParent(header));
  LLVMContextRef context = LLVMGetModuleContext(module);
  unsigned id = LLVMLookupIntrinsicID(name, sizeof name - 1);
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(module, id, NULL, 0);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(context);
  LLVMPositionBuilderBefore(b, at);
  LLVMValueRef call =
      LLVMBuildCall2(b, LLVMIntrinsicGetType(context, id, NULL, 0), fn, NULL, 0, "");
  LLVMInstructionSetDebugLoc(call, LLVMInstructionGetDebugLoc(at));
  LLVMDisposeBuilder(b);
}

/* FN has an instruction with a side effect (it writes memory, may unwind or may not return). */
static bool function_has_side_effect(LLVMValueRef fn) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (ae_fx_may_have_side_effects(i))
        return true;
  return false;
}

bool ae_termination_keep_alive(ArcTermination *T, ArcAnalyses *A, LLVMValueRef fn) {
  bool changed = false;

  /* Innermost first: a loop kept alive is a side effect of the loops around it. */
  for (size_t l = 0; l < ae_loop_count(A) && !ae_unsound(AE_UNSOUND_MUSTPROGRESS); ++l) {
    ArcLoop *L = ae_loop_at(A, l);
    size_t position = (size_t)(uintptr_t)ae_ptr_map_get(&T->position, L);
    if (!position || T->bounded[position - 1] || !ae_loop_must_progress(L) || has_side_effect(L))
      continue;
    insert_sideeffect(ae_loop_header(L));
    ae_remark_kept_alive(A, L);
    changed = true;
  }
  /* One call away: the deleted calls were the function's only side effects (an atomic operation
   * each), which kept every caller's loop around a call of it alive. */
  if (T->removed_any && !ae_unsound(AE_UNSOUND_MUSTPROGRESS) && !function_has_side_effect(fn)) {
    insert_sideeffect(LLVMGetEntryBasicBlock(fn));
    changed = true;
  }
  return changed;
}

void ae_termination_free(ArcTermination *T) {
  free(T->loops);
  free(T->bounded);
  ae_ptr_map_free(&T->position);
  *T = (ArcTermination){0};
}
