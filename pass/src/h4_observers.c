/* H4, nothing in the loop reads the count: no count observer of the profile on a pointer that
 * may alias the handle, no call of a function defined in the module from which an observer is
 * reachable (refinement "observer behind a visible callee"), and for a runtime whose count any
 * code may read (CPython), no call or load that may read the object's count word. The hoisted
 * reference is visible to whatever reads the count while the loop runs (arc_is_unique would answer
 * "no" where the source said "yes"); with no reader in the loop every answer stays the same
 * (docs/rules/h4-observers.md). */
#include "hoist_rules.h"

#include "effects.h"
#include "unsound.h"

/* H4 refinement "observer behind a visible callee": a function defined in this module that
 * calls a count observer (directly or through other defined functions) observes as much as the
 * observer itself, and unlike code the compiler cannot see, the pass can know it. The search is
 * bounded (depth and number of functions); a search that hits a bound counts as an observer, so
 * the only observers the pass does not see stay those in code it cannot see. Calls into
 * declarations and indirect calls are not followed (invisible code, as before). */
enum { CALLEE_DEPTH = 4, CALLEE_BUDGET = 32 };

typedef struct CalleeSearch {
  const ArcProfile *profile;
  LLVMValueRef seen[CALLEE_BUDGET];
  size_t count;
} CalleeSearch;

static bool reaches_observer(CalleeSearch *search, LLVMValueRef fn, unsigned depth) {
  if (!LLVMIsAFunction(fn) || LLVMIsDeclaration(fn))
    return false;
  for (size_t k = 0; k < search->count; ++k)
    if (search->seen[k] == fn)
      return false; /* already searched (or being searched: a cycle adds nothing) */
  if (depth > CALLEE_DEPTH || search->count == CALLEE_BUDGET)
    return true; /* out of bounds: assume the worst */
  search->seen[search->count++] = fn;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      if (!LLVMIsACallInst(i) && !LLVMIsAInvokeInst(i))
        continue;
      ArcCall call = ae_classify_call(i, search->profile);
      if (call.kind == ARC_CALL_OBSERVER)
        return true;
      if (call.kind == ARC_CALL_NONE && reaches_observer(search, LLVMGetCalledValue(i), depth + 1))
        return true;
    }
  return false;
}

/* CALL is a call of a function defined in this module from which an observer is reachable. */
static bool calls_visible_observer(LLVMValueRef call, const ArcProfile *profile) {
  if (ae_unsound(AE_UNSOUND_OBSERVER_CALLEE) ||
      (!LLVMIsACallInst(call) && !LLVMIsAInvokeInst(call)))
    return false; /* intrinsics are declarations: reaches_observer follows no body */
  CalleeSearch search = {.profile = profile};
  return reaches_observer(&search, LLVMGetCalledValue(call), 1);
}

/* The instructions in L that may read a count, found once per loop (RuleCaches): [0] observer
 * entries and calls of defined functions from which one is reachable; [1] those, and every other
 * instruction that may read memory: calls (intrinsics included: a memcpy of the object reads its
 * count word; runtime calls, whose destructors may read counts), loads and atomic
 * read-modify-writes, for a runtime whose count word any code may read (CPython). */
static const ValueList *observer_calls(const HoistPlan *P, bool any_reader) {
  RuleCaches *c = P->caches;
  if (!c->observer_calls_known) {
    c->observer_calls_known = true;
    const ArcProfile *profile = ae_facts_profile(P->facts);
    for (size_t b = 0; b < ae_loop_block_count(P->L); ++b) {
      LLVMBasicBlockRef bb = ae_loop_block_at(P->L, b);
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        ArcCallKind kind = ae_facts_call(P->facts, i).kind;
        bool observer = kind == ARC_CALL_OBSERVER;
        bool call = LLVMIsACallInst(i) || LLVMIsAInvokeInst(i);
        bool plain_call = kind == ARC_CALL_NONE && call;
        if (observer || (plain_call && calls_visible_observer(i, profile)))
          value_list_push(&c->observer_calls[0], i);
        if (observer || call || LLVMIsALoadInst(i) || LLVMIsAAtomicRMWInst(i) ||
            LLVMIsAAtomicCmpXchgInst(i))
          value_list_push(&c->observer_calls[1], i);
      }
    }
  }
  return &c->observer_calls[any_reader];
}

/* A count observer in L on an object that may be H's: what the effects model says may read H's
 * count (a profile's observer entry; where the profile says code it cannot see may read the
 * count, any instruction that may read the count word), or a call of a defined function from
 * which an observer is reachable. */
static LLVMValueRef observer_of(ArcAnalyses *A, const HoistPlan *P, const HoistHandle *h) {
  const ArcProfile *profile = ae_facts_profile(P->facts);
  LLVMValueRef value = ae_handle_value(h);
  /* Every instruction that may read memory, where code other than the observer entries may read
   * the count (opaque calls, loads of a count word in the object's public layout). */
  bool any_reader = h->runtime->opaque_calls_observe || h->runtime->count_word_size;
  const ValueList *calls = observer_calls(P, any_reader);
  for (size_t k = 0; k < calls->count; ++k) {
    LLVMValueRef i = calls->items[k];
    if (ae_plan_handle_of(P, i) == h || i == h->reload)
      continue; /* its own retains and releases, and the load of the handle itself */
    if (h->runtime->inlined_counts && ae_h3_holds_only_the_retain(P, h, i))
      continue; /* inside the window: it reads the count the hoisted loop shows there (taken
                   only for inlined counts, whose observers are any code's loads) */
    if (ae_fx_may_read_count(A, P, i, value, h->runtime))
      return i;
    if (ae_facts_call(P->facts, i).kind == ARC_CALL_NONE && calls_visible_observer(i, profile))
      return i;
  }
  return NULL;
}

ArcDecision ae_h4_no_observer(ArcAnalyses *A, const HoistPlan *P, const HoistHandle *h) {
  LLVMValueRef observer = observer_of(A, P, h);
  if (observer) {
    return ae_refusal(AE_RULE_H4,
                      LLVMIsALoadInst(observer) ? AE_H4_COUNT_LOAD
                      : calls_visible_observer(observer, ae_facts_profile(P->facts))
                          ? AE_H4_OBSERVER_CALLEE
                          : AE_H4_OBSERVER,
                      observer);
  }
  return (ArcDecision){0};
}
