/* H3, balanced on every path through one iteration: the handle has a retain and a release in
 * the loop, no retained copy is stored (a stored copy hands its reference to whoever loads it:
 * no pair), and a forward dataflow over the loop's blocks, from the header with nothing
 * outstanding, tracks the possible numbers of retains not yet released: every back edge carries
 * none, and every exit none or exactly the retain: when the exit block has a release of its
 * own, that stays as the exit's release; when it has none, the reference leaves the loop there
 * (to be released later, returned or leaked by the code after it) and the hoisted reference
 * leaves in its place ("hand-over"). When every iteration returns the count to
 * where it started, one retain before the loop and one release at each exit keep the count at
 * least as high as the source's everywhere in the loop and leave it where the source left it
 * after (docs/rules/h3-balance.md).
 *
 * The rotated form (a carried reference, docs/rules/h3-balance.md): a loop that releases
 * the previous iteration's copy and then retains the next one (`release(s); s = retain(p);`)
 * fails the dataflow above at its first release. When the handle is not reloaded, the same
 * dataflow is run again from the header with exactly one reference held (the one the loop is
 * entered with and passes across its back edge): no path may release it twice, retain while it
 * is held, or reach a back edge or an exit without holding exactly it. Then deleting every call
 * of the handle in the loop, and inserting nothing, keeps the count at least as high as the
 * source's everywhere in the loop and equal at every exit (h->carried). The copies merge through
 * phis: a phi every incoming value of which is the same object (ae_facts_phi_root) is that object.
 */
#include "hoist_rules.h"

#include "unsound.h"
#include "unwinding.h"

#include <stdint.h>
#include <stdlib.h>

/* The states of the dataflow are sets of "retains not yet released" counts, one bit per count
 * 0..MAX_OUTSTANDING. A block's state at entry is the union over its predecessors in L. */
enum { MAX_OUTSTANDING = 7 };
typedef uint8_t CountSet;
/* What reaches a block: a CountSet, and KNOWN_NULL when on some path a NULL guard found the
 * handle NULL and NULL is a no-op for its runtime (refinement "NULL guard"): nothing is
 * outstanding there, the handle's calls do nothing, and a later guard's edge for a handle that is
 * not NULL is not taken (libc++'s shared_ptr tests its control block before the copy's increment
 * and again before the decrement). */
typedef uint16_t FlowState;
enum { KNOWN_NULL = 1u << 8 };

/* The counts a state stands for: a path on which the handle is NULL holds nothing. */
static CountSet counts_of(FlowState state) {
  return (CountSet)((state & 0xffu) | (state & KNOWN_NULL ? 1u : 0u));
}

typedef struct BalanceProblem {
  const HoistPlan *plan;
  const HoistHandle *handle;
  bool carried;      /* the rotated form: one reference held at the header */
  unsigned max_held; /* the most references that may be outstanding */
  LLVMValueRef culprit;
  ArcReason reason;
} BalanceProblem;

/* Applies one block's retains and releases to IN. Returns false (and fills P) when a release
 * runs with nothing outstanding or the count of outstanding retains grows without bound. */
static bool transfer(LLVMBasicBlockRef bb, FlowState state, FlowState *out, BalanceProblem *p) {
  CountSet in = (CountSet)state; /* the paths on which the handle is not known to be NULL */
  /* The handle's calls, in block order: those in BB, in their order (linear in the handle's
   * calls, not in the loop's size: issue 16). */
  for (size_t k = 0; k < p->handle->ops.count; ++k) {
    LLVMValueRef i = p->handle->ops.items[k];
    if (LLVMGetInstructionParent(i) != bb)
      continue;
    ArcCallKind kind = ae_facts_call(p->plan->facts, i).kind;
    if (ae_call_is_retain(kind)) {
      if (in & (1u << p->max_held)) {
        p->culprit = i, p->reason = p->carried         ? AE_H3_CARRIED_HELD
                                    : p->max_held == 1 ? AE_H3_NESTED_COPIES
                                                       : AE_H3_UNBOUNDED;
        return false;
      }
      in = (CountSet)(in << 1);
    } else {
      if (in & 1u) {
        p->culprit = i, p->reason = AE_H3_RELEASED_FIRST;
        return false;
      }
      in = (CountSet)(in >> 1);
    }
  }
  *out = (FlowState)(in | (state & KNOWN_NULL));
  return true;
}

/* The release of H in exit block EXIT that the loop's last iteration leaves to it, or NULL. */
static LLVMValueRef exit_release(const HoistPlan *P, const HoistHandle *h, LLVMBasicBlockRef exit) {
  for (LLVMValueRef i = LLVMGetFirstInstruction(exit); i; i = LLVMGetNextInstruction(i)) {
    ArcCall call = ae_facts_call(P->facts, i);
    if (!ae_call_is_release(call.kind) || call.profile != h->runtime)
      continue;
    LLVMValueRef reload;
    if (ae_handle_key(P->L, ae_facts_root(P->facts, i), &reload) == h->key)
      return i;
  }
  return NULL;
}

/* An exit that needs no release of its own although the loop may leave to it with the retain
 * outstanding (docs/rules/h3-balance.md, "Unwinding exits"); returns its disposition, or
 * AE_EXIT_GETS_RELEASE when it is neither of these:
 * - an exit reached only by unwinding, always with exactly the retain outstanding: the cleanup
 *   code after it does with that reference whatever the source did (a C++ destructor releases
 *   it, in the landing pad or in a block after it), and the hoisted loop leaves it the same
 *   count;
 * - an exit that never passes control on (std::terminate's pad), reached with the retain or
 *   nothing outstanding: it is a way out by a call that never returns; with the retain both
 *   programs strand one reference, with nothing H8 checks its window. */
static ArcExitDisposition exit_left_alone(ArcLoop *L, LLVMBasicBlockRef exit, CountSet reached) {
  if (reached == 2u && ae_exit_is_unwinding(L, exit))
    return AE_EXIT_UNWINDING;
  if ((reached & ~3u) == 0 && ae_exit_never_returns(exit))
    return AE_EXIT_NEVER_RETURNS;
  return AE_EXIT_GETS_RELEASE;
}
static bool all_indices_zero(LLVMValueRef gep) {
  for (int i = 1; i < LLVMGetNumOperands(gep); ++i) {
    LLVMValueRef index = LLVMGetOperand(gep, i);
    if (!LLVMIsAConstantInt(index) || LLVMConstIntGetZExtValue(index) != 0)
      return false;
  }
  return true;
}

/* The value V compared with null is the handle when it is the handle's RC root (or, for a
 * reloaded handle, a load of its slot) seen through bitcasts, GEPs whose indices are all zero,
 * retains that return their argument and loads of what a store of the iteration wrote. An
 * addrspacecast stops the walk: it need not map NULL to NULL, so its result being NULL says nothing
 * about the handle. */
static bool is_the_handle(const HoistPlan *P, const HoistHandle *h, LLVMValueRef v) {
  for (;;) {
    ArcCall call = ae_facts_call(P->facts, v);
    if (ae_call_is_retain(call.kind) && call.profile->retain_returns_arg) {
      v = call.object;
    } else if (ae_facts_forwarded(P->facts, v)) {
      v = ae_facts_forwarded(P->facts, v);
    } else if (LLVMIsABitCastInst(v)) {
      v = LLVMGetOperand(v, 0);
    } else if (LLVMIsAGetElementPtrInst(v) && all_indices_zero(v)) {
      v = LLVMGetOperand(v, 0);
    } else {
      break;
    }
  }
  if (ae_unsound(AE_UNSOUND_NULL_GUARD))
    return true;
  LLVMValueRef reload;
  return ae_handle_key(P->L, v, &reload) == h->key && (reload != NULL) == (h->reload != NULL);
}

/* H3 refinement "NULL guard": the successor of TERM (0 or 1) that is taken when the handle is
 * NULL, or -1. TERM must be a conditional branch on `icmp eq` or `icmp ne` of the handle (or a
 * retain's result that is the handle) with the null pointer, and the handle's runtime must give
 * a retain of NULL no reference: NULL is a no-op (arc, NRT) or a programmer error (GLib). On that
 * edge every retain of the handle this iteration ran on NULL (the handle is invariant, H2), so
 * nothing is outstanding (docs/rules/h3-balance.md, "NULL guard"). */
int ae_null_guard_successor(const HoistPlan *P, const HoistHandle *h, LLVMValueRef term) {
  if (!h->runtime->null_is_noop && !h->runtime->null_retain_is_error)
    return -1;
  if (!LLVMIsABranchInst(term) || !LLVMIsConditional(term))
    return -1;
  LLVMValueRef cond = LLVMGetCondition(term);
  if (!LLVMIsAICmpInst(cond))
    return -1;
  LLVMIntPredicate pred = LLVMGetICmpPredicate(cond);
  if (pred != LLVMIntEQ && pred != LLVMIntNE)
    return -1;
  LLVMValueRef a = LLVMGetOperand(cond, 0), b = LLVMGetOperand(cond, 1);
  if (LLVMIsAConstantPointerNull(a)) {
    LLVMValueRef t = a;
    a = b, b = t;
  }
  if (!LLVMIsAConstantPointerNull(b) || !is_the_handle(P, h, a))
    return -1;
  return pred == LLVMIntEQ ? 0 : 1;
}

/* Forward dataflow over L's blocks from the header with nothing outstanding. Every back edge
 * must be reached with nothing outstanding; every exit block either with nothing outstanding,
 * or with exactly the retain outstanding and a release of its own (which then stays). */
static bool is_balanced(ArcAnalyses *A, const HoistPlan *P, HoistHandle *handle,
                        BalanceProblem *p) {
  ArcLoop *L = P->L;
  size_t n = ae_loop_block_count(L), exits = ae_loop_exit_block_count(A, L);
  FlowState *entry = calloc(n, sizeof *entry);
  CountSet *at_exit = calloc(exits ? exits : 1, 1);
  bool *queued = calloc(n, sizeof *queued);
  size_t *work = malloc(n * sizeof *work);
  if (!entry || !at_exit || !queued || !work)
    abort();
  size_t pending = 0;
  LLVMBasicBlockRef header = ae_loop_header(L);
  size_t h = ae_plan_block_index(P, header);
  const CountSet start = p->carried ? 2u : 1u; /* one reference held, or none */
  entry[h] = start, work[pending++] = h, queued[h] = true;
  bool ok = true;
  while (ok && pending) {
    size_t b = work[--pending];
    queued[b] = false;
    LLVMBasicBlockRef bb = ae_loop_block_at(L, b);
    FlowState taken;
    if (!(ok = transfer(bb, entry[b], &taken, p)))
      break;
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    int null_edge = p->carried ? -1 : ae_null_guard_successor(P, handle, term);
    for (unsigned s = 0; ok && s < LLVMGetNumSuccessors(term); ++s) {
      LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
      FlowState out = taken;   /* what the edge carries */
      if ((int)s == null_edge) /* the handle is NULL: nothing outstanding, and where NULL is a
                                  no-op (not GLib's programmer error) its calls change nothing */
        out = handle->runtime->null_is_noop ? KNOWN_NULL : 1u;
      else if (null_edge >= 0)
        out = (FlowState)(taken & ~KNOWN_NULL); /* not taken where the handle is NULL */
      if (!out)
        continue; /* no path takes this edge */
      if (succ == header) {
        if (counts_of(out) != start) {
          p->culprit = term;
          p->reason = AE_H3_NOT_ONCE;
          ok = false;
        }
      } else if (!ae_loop_contains_block(L, succ)) {
        /* A path on which the handle is NULL is no constraint at an exit: every disposition
           does nothing with NULL. An exit only such paths reach gets the hoisted release, of
           NULL there. */
        at_exit[ae_plan_exit_index(P, succ)] |= (CountSet)out;
      } else {
        size_t si = ae_plan_block_index(P, succ);
        if ((entry[si] | out) != entry[si]) {
          entry[si] |= out;
          if (!queued[si])
            work[pending++] = si, queued[si] = true;
        }
      }
    }
  }
  for (size_t e = 0; ok && p->carried && e < exits; ++e) {
    /* Carried: the loop is left holding exactly the reference it was entered with, which the
     * code after it owns; nothing is inserted at any exit. */
    if (at_exit[e] == 2u || at_exit[e] == 0 || ae_unsound(AE_UNSOUND_CARRIED))
      continue;
    p->culprit = LLVMGetFirstInstruction(ae_loop_exit_block_at(A, L, e));
    p->reason = AE_H3_CARRIED_EXIT;
    ok = false;
  }
  for (size_t e = 0; ok && !p->carried && e < exits; ++e) {
    if (at_exit[e] == 1u || at_exit[e] == 0)
      continue;
    LLVMBasicBlockRef exit = ae_loop_exit_block_at(A, L, e);
    LLVMValueRef own = at_exit[e] == 2u ? exit_release(P, handle, exit) : NULL;
    ArcExitDisposition how = own ? AE_EXIT_OWN_RELEASE : exit_left_alone(L, exit, at_exit[e]);
    if (how == AE_EXIT_GETS_RELEASE && at_exit[e] == 2u)
      how = AE_EXIT_HANDED_OVER; /* the loop leaves the reference it holds to the code after it,
                                    as the source does */
    if (how != AE_EXIT_GETS_RELEASE) {
      if (!handle->exits && !(handle->exits = calloc(exits, sizeof *handle->exits)))
        abort();
      handle->exits[e] = how;
      if (own)
        value_list_push(&handle->own_exit_releases, own);
      continue;
    }
    p->culprit = LLVMGetFirstInstruction(exit);
    p->reason = AE_H3_EXIT_BETWEEN;
    ok = false;
  }
  if (ok && !p->carried && !handle->held_at_entry)
    handle->held_at_entry = entry, entry = NULL; /* for H4 (ae_h3_holds_only_the_retain) */
  free(entry);
  free(at_exit);
  free(queued);
  free(work);
  return ok;
}

/* A retain whose copy is stored to memory hands its count to whoever loads it: not a pair. */
static LLVMValueRef stored_copy(const HoistPlan *P, const HoistHandle *h) {
  for (size_t i = 0; i < h->ops.count; ++i) {
    LLVMValueRef op = h->ops.items[i];
    if (!ae_call_is_retain(ae_facts_call(P->facts, op).kind))
      continue;
    for (LLVMUseRef use = LLVMGetFirstUse(op); use; use = LLVMGetNextUse(use)) {
      LLVMValueRef user = LLVMGetUser(use);
      if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) == op)
        return user;
    }
  }
  return NULL;
}

bool ae_h3_holds_only_the_retain(const HoistPlan *P, const HoistHandle *h, LLVMValueRef inst) {
  if (ae_unsound(AE_UNSOUND_OBSERVER_WINDOW))
    return true;
  if (!h->held_at_entry)
    return false;
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(inst);
  FlowState state = h->held_at_entry[ae_plan_block_index(P, bb)];
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i != inst; i = LLVMGetNextInstruction(i)) {
    if (ae_plan_handle_of(P, i) != h)
      continue;
    CountSet in = (CountSet)state;
    in = ae_call_is_retain(ae_facts_call(P->facts, i).kind) ? (CountSet)(in << 1) : in >> 1;
    state = (FlowState)(in | (state & KNOWN_NULL));
  }
  /* one outstanding on every path on which the handle is not NULL; or found NULL on every path
   * (the handle is invariant: NULL in every iteration, with no count to read) */
  CountSet counts = (CountSet)state;
  return counts == 2u || (counts == 0 && (state & KNOWN_NULL));
}

ArcDecision ae_h3_balanced(ArcAnalyses *A, const HoistPlan *P, HoistHandle *h) {
  bool has_retain = false, has_release = false;
  for (size_t i = 0; i < h->ops.count; ++i) {
    ArcCallKind kind = ae_facts_call(P->facts, h->ops.items[i]).kind;
    has_retain |= ae_call_is_retain(kind);
    has_release |= ae_call_is_release(kind);
  }
  if (!has_retain || !has_release)
    return ae_refusal(AE_RULE_H3, has_retain ? AE_H3_NEVER_RELEASED : AE_H3_NEVER_RETAINED, NULL);
  LLVMValueRef store = stored_copy(P, h);
  if (store) {
    return ae_refusal(AE_RULE_H3, AE_H3_COPY_STORED, store);
  }
  /* Copies that nest (retain, retain, release, release in one iteration) leave the loop with one
   * reference where the source held two at a time: a count another thread waits on may never be
   * reached (the counterexample of docs/pair-elision.md). Allowed where pairs may be deleted. */
  const unsigned max_held = ae_unsound(AE_UNSOUND_NESTED_COPIES) || h->runtime->pairs_elidable ||
                                    P->memory->copies_may_nest
                                ? MAX_OUTSTANDING
                                : 1;
  BalanceProblem problem = {P, h, false, max_held, NULL, AE_REASON_NONE};
  if (!is_balanced(A, P, h, &problem)) {
    if (h->reload)
      return ae_refusal(AE_RULE_H3, problem.reason, problem.culprit);
    /* Perhaps the rotated form, if the loop carries one reference. When it is not either, the
     * first failure says why; unless that was a release with nothing retained, which is what
     * the rotated form is about, and then its own failure says why. */
    BalanceProblem carried = {P, h, true, 1, NULL, AE_REASON_NONE};
    if (!is_balanced(A, P, h, &carried)) {
      const BalanceProblem *why = problem.reason == AE_H3_RELEASED_FIRST ? &carried : &problem;
      return ae_refusal(AE_RULE_H3, why->reason, why->culprit);
    }
    h->carried = true;
  }
  return (ArcDecision){0};
}
