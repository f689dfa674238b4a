/* H9, pairs nothing can disturb (see h9_undisturbed_pair.h; the argument: docs/pair-elision.md).
 *
 * For each retain, the instructions after it in its block are read until a release of the same
 * object (RC identity, through phis of one object) of the same runtime: that is its pair. Every
 * instruction between them must be one of
 * - a retain of any object (it only raises a count, runs no user code and orders nothing);
 * - an observer of an object that cannot be this one;
 * - a plain (not atomic, not volatile) load, except, for a runtime whose count any code may read
 *   (CPython), one that may read the object's count word;
 * - a plain store that alias analysis says writes nothing around the object (header included);
 * - a call that alias analysis (from LLVM's attributes) says accesses nothing around the object,
 *   that does not synchronise (nosync), and that returns;
 * - anything else that touches no memory;
 * and everything must return to the next instruction (no call that may not return or unwind).
 * A release of any other object is refused, even one that cannot alias it: its destructor may
 * release this object (a container that owns it), and it is a release-ordered atomic. The
 * retained copy must not be stored (a stored copy hands its reference to memory).
 *
 * Imprecise releases: for a runtime whose releases may carry !clang.imprecise_release
 * (Objective-C), a pair whose release carries it is judged only up to the object's last use
 * between them (an instruction with an operand derived from the object or that may point into
 * it): everything before that use must pass the list above; the use itself and everything after
 * it may be anything but a count observer of the object (ARC ends the variable there). */
#include "h9_undisturbed_pair.h"

#include "call_sites.h"
#include "effects.h"
#include "ptr_map.h"
#include "remarks.h"
#include "unsound.h"

/* How far after a retain its release is looked for (keeps the pass linear in a block's size). */
enum { WINDOW_LIMIT = 256 };

static LLVMValueRef rc_object(const ArcFacts *facts, LLVMValueRef call) {
  return ae_facts_phi_root(facts, ae_facts_root(facts, call));
}

static bool is_atomic_or_volatile(LLVMValueRef i) {
  if (LLVMIsAFenceInst(i) || LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i))
    return true;
  if (LLVMIsALoadInst(i) || LLVMIsAStoreInst(i))
    return LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic || LLVMGetVolatile(i);
  return false;
}

/* Why I, between a retain of OBJECT (runtime PROFILE) and its release, could disturb the pair:
 * AE_REASON_NONE when it cannot. */
static ArcReason disturbance(ArcAnalyses *A, const ArcFacts *facts, LLVMValueRef i,
                             LLVMValueRef object, const ArcProfile *profile) {
  ArcCall call = ae_facts_call(facts, i);
  if (ae_call_is_retain(call.kind))
    return AE_REASON_NONE;
  if (ae_call_is_release(call.kind)) {
    if (ae_unsound(AE_UNSOUND_UNDISTURBED) && rc_object(facts, i) != object)
      return AE_REASON_NONE;
    return ae_fx_may_be_same_object(A, call.object, object) ? AE_H9_RELEASE_ALIAS
                                                            : AE_H9_RELEASE_OTHER;
  }
  if (call.kind == ARC_CALL_OBSERVER)
    return ae_fx_may_be_same_object(A, call.object, object) ? AE_H9_OBSERVER : AE_REASON_NONE;
  if (ae_fx_may_not_return(NULL, i))
    return AE_H9_MAY_NOT_RETURN;
  if (is_atomic_or_volatile(i))
    return AE_H9_SYNC;
  if (LLVMIsACallInst(i)) {
    if (ae_fx_may_access_object(A, i, object, true))
      return AE_H9_CALL_WRITES;
    if (ae_fx_may_access_object(A, i, object, false))
      return AE_H9_CALL_READS;
    if (!ae_fx_call_is_nosync(i))
      return AE_H9_CALL_SYNC;
    return AE_REASON_NONE;
  }
  if (LLVMIsALoadInst(i))
    return ae_fx_may_read_count(A, NULL, i, object, profile) ? AE_H9_READS_COUNT : AE_REASON_NONE;
  if (LLVMIsAStoreInst(i))
    return ae_fx_may_access_object(A, i, object, true) ? AE_H9_STORE : AE_REASON_NONE;
  if (ae_fx_may_write_memory(i) || ae_fx_may_access_object(A, i, object, false))
    return AE_H9_OTHER; /* va_arg and the like */
  return AE_REASON_NONE;
}

/* A store of RETAIN's result (its reference handed to memory), or NULL. */
static LLVMValueRef stored_copy(LLVMValueRef retain) {
  for (LLVMUseRef use = LLVMGetFirstUse(retain); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) == retain)
      return user;
  }
  return NULL;
}

/* RETAIN's release in its block, or NULL; *DECISION says what stands between them (rule NONE
 * when nothing does). */
static LLVMValueRef find_pair(ArcAnalyses *A, const ArcFacts *facts, LLVMValueRef retain,
                              ArcDecision *decision) {
  *decision = (ArcDecision){0};
  ArcCall r = ae_facts_call(facts, retain);
  LLVMValueRef object = rc_object(facts, retain);
  unsigned seen = 0;
  for (LLVMValueRef i = LLVMGetNextInstruction(retain); i && seen < WINDOW_LIMIT;
       i = LLVMGetNextInstruction(i), ++seen) {
    ArcCall c = ae_facts_call(facts, i);
    if (ae_call_is_release(c.kind) && c.profile == r.profile && LLVMIsACallInst(i) &&
        rc_object(facts, i) == object)
      return i;
    if (decision->rule)
      continue; /* already disturbed: only looking for the release, to say why it stays */
    ArcReason why = disturbance(A, facts, i, object, r.profile);
    if (why != AE_REASON_NONE)
      *decision = ae_refusal(AE_RULE_H9, why, i);
  }
  return NULL;
}

/* ---- imprecise releases (docs/pair-elision.md, "Imprecise releases") ---- */

/* How many values a walk back from one operand may visit before it gives up and answers "derived"
 * (keeps the question constant-time; giving up only keeps pairs). */
enum { DERIVED_BUDGET = 64 };

static bool derived_walk(LLVMValueRef v, LLVMValueRef object, PtrMap *visited, unsigned *budget) {
  if (v == object)
    return true;
  if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMPointerTypeKind)
    return false; /* a number read from the object is a copy, not a pointer into it */
  if (!LLVMIsAInstruction(v) && !LLVMIsAConstantExpr(v))
    return false; /* an argument, a global, a constant: another pointer (alias analysis decides) */
  if (!ae_ptr_set_add(visited, v))
    return false; /* on a cycle of phis: another operand decides */
  if (*budget == 0)
    return true;
  --*budget;
  if (LLVMIsAIntToPtrInst(v))
    return true; /* an address computed from integers: may be computed from the object's */
  if (LLVMIsALoadInst(v))
    return derived_walk(LLVMGetOperand(v, 0), object, visited, budget);
  int operands = LLVMGetNumOperands(v);
  for (int k = 0; k < operands; ++k) {
    LLVMValueRef op = LLVMGetOperand(v, k);
    if (op && !LLVMIsABasicBlock(op) && derived_walk(op, object, visited, budget))
      return true;
  }
  return false;
}

/* Whether pointer V is derived from OBJECT (the ARC rules' "dependence"): computed from it by
 * casts, address arithmetic, selects, phis, calls that take it, or loaded from such an address. */
static bool derived_from(LLVMValueRef v, LLVMValueRef object) {
  PtrMap visited = {0};
  unsigned budget = DERIVED_BUDGET;
  bool derived = derived_walk(v, object, &visited, &budget);
  ae_ptr_map_free(&visited);
  return derived;
}

/* Whether I uses OBJECT: an operand (a call's arguments, not its callee) is a pointer derived
 * from it or that alias analysis says may point into it. Retains and releases of such pointers,
 * comparisons, loads and stores through them and calls that take them all count. */
static bool uses_object(ArcAnalyses *A, LLVMValueRef i, LLVMValueRef object) {
  int operands = LLVMGetNumOperands(i);
  if (LLVMIsACallInst(i))
    --operands; /* the callee */
  for (int k = 0; k < operands; ++k) {
    LLVMValueRef op = LLVMGetOperand(i, k);
    if (!op || LLVMIsABasicBlock(op) || LLVMGetTypeKind(LLVMTypeOf(op)) != LLVMPointerTypeKind)
      continue;
    if (derived_from(op, object) || ae_fx_may_be_same_object(A, op, object))
      return true;
  }
  return false;
}

/* The pair RETAIN .. RELEASE, whose release is imprecise: what stands between, judged only up to
 * the object's last use between them (rule NONE when nothing does). Every instruction before the
 * last use must be one H9 takes for harmless; the last use itself and everything after it may be
 * anything but a count observer of the object. *LAST_USE is that use (NULL: none). */
static ArcDecision imprecise_decision(ArcAnalyses *A, const ArcFacts *facts, LLVMValueRef retain,
                                      LLVMValueRef release, LLVMValueRef *last_use) {
  ArcCall r = ae_facts_call(facts, retain);
  LLVMValueRef object = rc_object(facts, retain);
  ArcDecision first = {0}; /* the first disturbance so far: it refuses once a use follows it */
  *last_use = NULL;
  for (LLVMValueRef i = LLVMGetNextInstruction(retain); i != release;
       i = LLVMGetNextInstruction(i)) {
    ArcCall c = ae_facts_call(facts, i);
    if (c.kind == ARC_CALL_OBSERVER && ae_fx_may_be_same_object(A, c.object, object))
      return ae_refusal(AE_RULE_H9, AE_H9_OBSERVER, i);
    if (uses_object(A, i, object)) {
      if (first.rule)
        return first; /* the retain is what keeps the object alive for this use */
      *last_use = i;
    }
    if (!first.rule) {
      ArcReason why = disturbance(A, facts, i, object, r.profile);
      if (why != AE_REASON_NONE)
        first = ae_refusal(AE_RULE_H9, why, i);
    }
  }
  return (ArcDecision){0};
}

bool ae_delete_undisturbed_pairs(ArcAnalyses *A, ArcFacts *facts, LLVMValueRef fn,
                                 bool every_runtime, ArcTermination *termination) {
  bool changed = false;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef next;
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = next) {
      next = LLVMGetNextInstruction(i);
      ArcCall retain = ae_facts_call(facts, i);
      if (!ae_call_is_retain(retain.kind) || !LLVMIsACallInst(i))
        continue;
      if (!every_runtime && !retain.profile->pairs_elidable)
        continue; /* another thread may rely on this retain (docs/pair-elision.md) */
      ArcDecision decision;
      LLVMValueRef release = find_pair(A, facts, i, &decision);
      if (!release)
        continue;
      LLVMValueRef last_use = NULL;
      bool imprecise = decision.rule && retain.profile->imprecise_releases &&
                       ae_call_is_imprecise_release(release);
      if (imprecise)
        decision = imprecise_decision(A, facts, i, release, &last_use);
      LLVMValueRef store = stored_copy(i);
      if (!decision.rule && store)
        decision = ae_refusal(AE_RULE_H9, AE_H9_COPY_STORED, store);
      decision.release = release;
      if (decision.rule) {
        ae_remark_pair_kept(A, facts, i, &decision);
        continue;
      }
      if (imprecise)
        ae_remark_imprecise_pair_deleted(A, facts, i, release, last_use);
      else
        ae_remark_pair_deleted(A, facts, i, release);
      ae_termination_before_removal(termination, A, facts, ae_loop_for_block(A, bb));
      if (next == release)
        next = LLVMGetNextInstruction(release);
      ae_facts_erase(facts, i); /* its uses take its argument */
      ae_facts_erase(facts, release);
      changed = true;
    }
  }
  return changed;
}
