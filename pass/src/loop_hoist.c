/* The per-loop analysis of hoisting (see loop_hoist.h; the rules: docs/hoisting.md): H1 loop
 * form, H2 invariant handle, H3 balanced per iteration, H4 no count observers, H5 the retain runs
 * on every entry. */
#include "loop_hoist.h"

#include "call_sites.h"
#include "exit_window.h"
#include "omp_capture.h"
#include "omp_schedule.h"
#include "rc_identity.h"
#include "remarks.h"
#include "slot_clobber.h"

#include <assert.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- grouping calls by handle ---------------------------------------------------------- */

/* A handle loaded inside L from an address defined outside it is keyed by that address: all its
 * loads read one slot, and H2 decides whether they read one value. */
static LLVMValueRef handle_key(ArcLoop *L, LLVMValueRef root, LLVMValueRef *reload) {
  *reload = NULL;
  if (LLVMIsALoadInst(root) && ae_loop_contains_block(L, LLVMGetInstructionParent(root))) {
    *reload = root;
    return ae_strip_pointer_casts(LLVMGetOperand(root, 0));
  }
  return root;
}

/* The handle of KEY (reloaded or not) and RUNTIME, added when there is none yet. BY_KEY maps a
 * key to the last handle added with it, + 1; handles with one key are chained. */
static HoistHandle *find_or_add(HoistPlan *plan, PtrMap *by_key, size_t *capacity, LLVMValueRef key,
                                LLVMValueRef reload, const ArcProfile *runtime) {
  size_t last = (size_t)(uintptr_t)ae_ptr_map_get(by_key, key);
  for (size_t i = last; i; i = plan->handles[i - 1].next_with_key) {
    HoistHandle *h = &plan->handles[i - 1];
    if ((h->reload == NULL) == (reload == NULL) && h->runtime == runtime)
      return h;
  }
  if (plan->count == *capacity) {
    *capacity = *capacity ? 2 * *capacity : 4;
    plan->handles = realloc(plan->handles, *capacity * sizeof *plan->handles);
    if (!plan->handles)
      abort();
  }
  HoistHandle *h = &plan->handles[plan->count++];
  *h = (HoistHandle){.key = key, .reload = reload, .runtime = runtime, .next_with_key = last};
  ae_ptr_map_put(by_key, key, (void *)(uintptr_t)plan->count);
  return h;
}

static bool in_own_blocks(ArcAnalyses *A, ArcLoop *L, LLVMValueRef inst) {
  return ae_loop_for_block(A, LLVMGetInstructionParent(inst)) == L;
}

void ae_free_plan(HoistPlan *plan) {
  for (size_t i = 0; i < plan->count; ++i) {
    value_list_free(&plan->handles[i].ops);
    value_list_free(&plan->handles[i].kept_exit_releases);
  }
  free(plan->handles);
  ae_ptr_map_free(&plan->block_index);
  ae_ptr_map_free(&plan->handle_of);
  *plan = (HoistPlan){0};
}

size_t ae_plan_block_index(const HoistPlan *plan, LLVMBasicBlockRef bb) {
  size_t position = (size_t)(uintptr_t)ae_ptr_map_get(&plan->block_index, bb);
  assert(position && "a block of the loop");
  return position - 1;
}

const HoistHandle *ae_plan_handle_of(const HoistPlan *plan, LLVMValueRef inst) {
  return ae_ptr_map_get(&plan->handle_of, inst);
}

bool ae_plan_deletes(const HoistPlan *plan, LLVMValueRef inst) {
  const HoistHandle *h = ae_plan_handle_of(plan, inst);
  return h && !h->refused;
}

LLVMValueRef ae_handle_first_retain(const HoistPlan *plan, const HoistHandle *h) {
  assert(h->ops.count > 0 && "a handle has calls");
  for (size_t i = 0; i < h->ops.count; ++i)
    if (ae_call_is_retain(ae_facts_call(plan->facts, h->ops.items[i]).kind))
      return h->ops.items[i];
  return h->ops.items[0];
}

/* Marks H refused and says why, at its first retain (the offending instruction's location is
 * part of WHY). */
static void refuse(ArcAnalyses *A, const HoistPlan *P, HoistHandle *h, const char *rule,
                   const char *why) {
  if (h->refused)
    return;
  h->refused = true;
  if (!ae_remarks_enabled(A))
    return;
  ArcText name = ae_handle_name(A, h->reload ? h->reload : h->key, h->reload ? h->key : NULL);
  LLVMValueRef retain = ae_handle_first_retain(P, h);
  bool retains = false, releases = false; /* a lone retain or release is no pair: say which */
  for (size_t i = 0; i < h->ops.count; ++i) {
    ArcCallKind kind = ae_facts_call(P->facts, h->ops.items[i]).kind;
    retains |= ae_call_is_retain(kind);
    releases |= ae_call_is_release(kind);
  }
  ae_remarkf(A, ARC_REMARK_MISSED, "NotHoisted", ae_located_in_loop(retain, P->L),
             "%s of '%s' not hoisted (%s): %s (%s runtime; %s)",
             retains && releases ? "retain/release"
             : retains           ? "retain"
                                 : "release",
             name.text, rule, why, h->runtime->name, ae_loop_name(A, P->L).text);
}

/* ---- H1: loop form ----------------------------------------------------------------------- */

/* Why L's form forbids hoisting (H1), written into WHY with the offending instruction in *AT;
 * false when the form is fine. FOR_OBJC: the handles are Objective-C's (see above). */
static bool loop_form_forbids(ArcLoop *L, bool for_objc, char *why, size_t size, LLVMValueRef *at) {
  *at = NULL;
  if (!ae_loop_preheader(L)) {
    snprintf(why, size, "the loop has no preheader");
    return true;
  }
  if (!ae_loop_has_dedicated_exits(L)) {
    snprintf(why, size, "an exit block of the loop is also entered from outside it");
    return true;
  }
  for (size_t b = 0; b < ae_loop_block_count(L); ++b) {
    LLVMBasicBlockRef bb = ae_loop_block_at(L, b);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      LLVMOpcode op = LLVMGetInstructionOpcode(i);
      *at = i;
      if (op == LLVMInvoke || op == LLVMCleanupRet || op == LLVMCatchSwitch || op == LLVMCatchRet ||
          op == LLVMResume) {
        snprintf(why, size, "the loop can be left by unwinding%s", ae_at_location(i).text);
        return true;
      }
      if (op == LLVMCallBr || op == LLVMIndirectBr) {
        snprintf(why, size, "the loop has an exit by %s%s",
                 op == LLVMCallBr ? "callbr" : "indirectbr", ae_at_location(i).text);
        return true;
      }
      if (op != LLVMCall)
        continue;
      if (ae_call_has_fn_attribute(i, "returns_twice")) {
        snprintf(why, size, "the loop calls %s, which returns twice%s", ae_callee_text(i).text,
                 ae_at_location(i).text);
        return true;
      }
      if (!ae_call_has_fn_attribute(i, "nounwind") && !LLVMIsAIntrinsicInst(i) &&
          !(for_objc && ae_call_objc_ignores_unwinding(i))) {
        snprintf(why, size, "the call to %s%s may unwind out of the loop", ae_callee_text(i).text,
                 ae_at_location(i).text);
        return true;
      }
    }
  }
  *at = NULL;
  return false;
}

/* ---- H3: balanced on every path through one iteration -------------------------------------- */

/* The states of the dataflow are sets of "retains not yet released" counts, one bit per count
 * 0..MAX_OUTSTANDING. A block's state at entry is the union over its predecessors in L. */
enum { MAX_OUTSTANDING = 7 };
typedef uint8_t CountSet;

typedef struct BalanceProblem {
  const HoistPlan *plan;
  const HoistHandle *handle;
  LLVMValueRef culprit;
  const char *what;
} BalanceProblem;

/* Applies one block's retains and releases to IN. Returns false (and fills P) when a release
 * runs with nothing outstanding or the count of outstanding retains grows without bound. */
static bool transfer(LLVMBasicBlockRef bb, CountSet in, CountSet *out, BalanceProblem *p) {
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
    if (ae_plan_handle_of(p->plan, i) != p->handle)
      continue;
    ArcCallKind kind = ae_facts_call(p->plan->facts, i).kind;
    if (ae_call_is_retain(kind)) {
      if (in & (1u << MAX_OUTSTANDING)) {
        p->culprit = i, p->what = "it is retained again before it is released, without bound";
        return false;
      }
      in = (CountSet)(in << 1);
    } else {
      if (in & 1u) {
        p->culprit = i, p->what = "on some path it is released before it is retained";
        return false;
      }
      in = (CountSet)(in >> 1);
    }
  }
  *out = in;
  return true;
}

/* The release of H in exit block EXIT that the loop's last iteration leaves to it, or NULL. */
static LLVMValueRef exit_release(const HoistPlan *P, const HoistHandle *h, LLVMBasicBlockRef exit) {
  for (LLVMValueRef i = LLVMGetFirstInstruction(exit); i; i = LLVMGetNextInstruction(i)) {
    ArcCall call = ae_facts_call(P->facts, i);
    if (!ae_call_is_release(call.kind) || call.profile != h->runtime)
      continue;
    LLVMValueRef reload;
    if (handle_key(P->L, ae_facts_root(P->facts, i), &reload) == h->key)
      return i;
  }
  return NULL;
}

/* Forward dataflow over L's blocks from the header with nothing outstanding. Every back edge
 * must be reached with nothing outstanding; every exit block either with nothing outstanding,
 * or with exactly the retain outstanding and a release of its own (which then stays). */
static bool is_balanced(ArcAnalyses *A, const HoistPlan *P, HoistHandle *handle,
                        BalanceProblem *p) {
  ArcLoop *L = P->L;
  size_t n = ae_loop_block_count(L), exits = ae_loop_exit_block_count(A, L);
  CountSet *entry = calloc(n, sizeof *entry), *at_exit = calloc(exits ? exits : 1, 1);
  bool *queued = calloc(n, sizeof *queued);
  size_t *work = malloc(n * sizeof *work);
  if (!entry || !at_exit || !queued || !work)
    abort();
  size_t pending = 0;
  LLVMBasicBlockRef header = ae_loop_header(L);
  size_t h = ae_plan_block_index(P, header);
  entry[h] = 1u, work[pending++] = h, queued[h] = true;
  bool ok = true;
  while (ok && pending) {
    size_t b = work[--pending];
    queued[b] = false;
    LLVMBasicBlockRef bb = ae_loop_block_at(L, b);
    CountSet out;
    if (!(ok = transfer(bb, entry[b], &out, p)))
      break;
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    for (unsigned s = 0; ok && s < LLVMGetNumSuccessors(term); ++s) {
      LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
      if (succ == header) {
        if (out != 1u) {
          p->culprit = term;
          p->what = "it is not released exactly once on every path through the iteration";
          ok = false;
        }
      } else if (!ae_loop_contains_block(L, succ)) {
        for (size_t e = 0; e < exits; ++e)
          if (ae_loop_exit_block_at(A, L, e) == succ)
            at_exit[e] |= out;
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
  for (size_t e = 0; ok && e < exits; ++e) {
    if (at_exit[e] == 1u || at_exit[e] == 0)
      continue;
    LLVMBasicBlockRef exit = ae_loop_exit_block_at(A, L, e);
    LLVMValueRef kept = at_exit[e] == 2u ? exit_release(P, handle, exit) : NULL;
    if (kept) {
      value_list_push(&handle->kept_exit_releases, kept);
      continue;
    }
    p->culprit = LLVMGetFirstInstruction(exit);
    p->what = "the loop can exit between the retain and its release";
    ok = false;
  }
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

/* ---- H4: count observers ------------------------------------------------------------------- */

enum { COUNT_WORD_SIZE = 8 }; /* CPython's ob_refcnt: the first word of the object */

/* H4 refinement "observer behind a visible callee": a function defined in this module that
 * calls a count observer (directly or through other defined functions) observes as much as the
 * observer itself, and unlike code the compiler cannot see, the pass can know it. The search is
 * bounded (depth and number of functions); a search that hits a bound counts as an observer, so
 * the only observers the pass does not see stay those in code it cannot see. Calls into
 * declarations and indirect calls are not followed (invisible code, as before). */
enum { CALLEE_DEPTH = 4, CALLEE_BUDGET = 32 };

#ifdef ARCELIDE_TEST_UNSOUND_OBSERVER_CALLEE
enum { UNSOUND_OBSERVER_CALLEE = 1 };
#else
enum { UNSOUND_OBSERVER_CALLEE = 0 };
#endif

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
  if (UNSOUND_OBSERVER_CALLEE || (!LLVMIsACallInst(call) && !LLVMIsAInvokeInst(call)) ||
      LLVMIsAIntrinsicInst(call))
    return false;
  CalleeSearch search = {.profile = profile};
  return reaches_observer(&search, LLVMGetCalledValue(call), 1);
}

/* A count observer in L on an object that may be H's: a profile's observer entry, or, where
 * the profile says code it cannot see may read the count, any other call that may read H's
 * count word. */
static LLVMValueRef observer_of(ArcAnalyses *A, const HoistPlan *P, const HoistHandle *h) {
  const ArcProfile *profile = ae_facts_profile(P->facts);
  LLVMValueRef value = ae_handle_value(h);
  bool opaque_calls_observe = h->runtime->opaque_calls_observe;
  for (size_t b = 0; b < ae_loop_block_count(P->L); ++b) {
    LLVMBasicBlockRef bb = ae_loop_block_at(P->L, b);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      ArcCall call = ae_facts_call(P->facts, i);
      if (call.kind == ARC_CALL_OBSERVER && ae_may_alias(A, call.object, value))
        return i;
      if (call.kind == ARC_CALL_NONE && calls_visible_observer(i, profile))
        return i;
      if (opaque_calls_observe && call.kind == ARC_CALL_NONE && LLVMIsACallInst(i) &&
          !LLVMIsAIntrinsicInst(i) && ae_may_read_bytes_at(A, i, value, COUNT_WORD_SIZE))
        return i;
    }
  }
  return NULL;
}

/* ---- H5: a retain that runs on every entry ------------------------------------------------ */

/* LLVM's must-execute analysis, with one refinement: a retain always returns to its caller (it
 * runs no user code), so a retain right after a guaranteed one is guaranteed too. */
static bool runs_on_every_entry(ArcAnalyses *A, const HoistPlan *P, LLVMValueRef retain) {
  for (LLVMValueRef i = retain; i; i = LLVMGetPreviousInstruction(i)) {
    if (ae_guaranteed_to_execute(A, P->L, i))
      return true;
    LLVMValueRef before = LLVMGetPreviousInstruction(i);
    if (before && !ae_call_is_retain(ae_facts_call(P->facts, before).kind) &&
        !ae_transfers_execution(before))
      return false;
  }
  return false;
}

/* ---- H2: the paired-release refinement needs the current set of candidates ---------------- */

static bool is_paired_release(LLVMValueRef release, void *context) {
  return ae_plan_deletes(context, release);
}

/* ---- the analysis -------------------------------------------------------------------------- */

/* The loop's facts: its blocks' positions, and its retains and releases grouped by handle. */
static void collect(ArcAnalyses *A, HoistPlan *plan) {
  ArcLoop *L = plan->L;
  PtrMap by_key = {0};
  size_t capacity = 0;
  for (size_t b = 0; b < ae_loop_block_count(L); ++b) {
    LLVMBasicBlockRef bb = ae_loop_block_at(L, b);
    ae_ptr_map_put(&plan->block_index, bb, (void *)(uintptr_t)(b + 1));
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      ArcCall call = ae_facts_call(plan->facts, i);
      if (!ae_call_is_retain(call.kind) && !ae_call_is_release(call.kind))
        continue;
      LLVMValueRef reload;
      LLVMValueRef key = handle_key(L, ae_facts_root(plan->facts, i), &reload);
      HoistHandle *h = find_or_add(plan, &by_key, &capacity, key, reload, call.profile);
      if (!h->reload)
        h->reload = reload;
      value_list_push(&h->ops, i);
    }
  }
  ae_ptr_map_free(&by_key);
  /* Handles decided in a nested loop already had their remark there. */
  size_t kept = 0;
  for (size_t i = 0; i < plan->count; ++i) {
    bool own = false;
    for (size_t k = 0; k < plan->handles[i].ops.count && !own; ++k)
      own = in_own_blocks(A, L, plan->handles[i].ops.items[k]);
    if (own)
      plan->handles[kept++] = plan->handles[i];
    else
      value_list_free(&plan->handles[i].ops);
  }
  plan->count = kept;
  for (size_t i = 0; i < plan->count; ++i)
    for (size_t k = 0; k < plan->handles[i].ops.count; ++k)
      ae_ptr_map_put(&plan->handle_of, plan->handles[i].ops.items[k], &plan->handles[i]);
}

/* V is an instruction inside L all of whose operands are defined outside it. */
static bool operands_invariant(ArcLoop *L, LLVMValueRef v) {
  if (!LLVMIsAInstruction(v))
    return false;
  for (int i = 0; i < LLVMGetNumOperands(v); ++i)
    if (!ae_loop_is_invariant(L, LLVMGetOperand(v, i)))
      return false;
  return true;
}

/* The test-only unsound build ATOMIC_COPY hoists atomic reloads of any slot (and copies them as
 * plain loads, hoist_rewrite.c), as the pass once did. */
#ifdef ARCELIDE_TEST_UNSOUND_ATOMIC_COPY
enum { UNSOUND_ATOMIC_COPY = 1 };
#else
enum { UNSOUND_ATOMIC_COPY = 0 };
#endif

/* An atomic load in L through which the handle is reloaded, or NULL. */
static LLVMValueRef atomic_reload(const HoistPlan *P, const HoistHandle *h) {
  for (size_t i = 0; i < h->ops.count; ++i) {
    LLVMValueRef root = ae_facts_root(P->facts, h->ops.items[i]);
    if (LLVMIsALoadInst(root) && ae_loop_contains_block(P->L, LLVMGetInstructionParent(root)) &&
        LLVMGetOrdering(root) != LLVMAtomicOrderingNotAtomic)
      return root;
  }
  return NULL;
}

static void check_handle(ArcAnalyses *A, const HoistPlan *P, HoistHandle *h) {
  ArcLoop *L = P->L;
  const ArcProfile *profile = ae_facts_profile(P->facts);
  char why[400];
  /* H2 refinement "atomic reload": the invariance argument for a reload (nothing in the loop
   * writes the slot, and another thread's write would be a data race unless something in the
   * loop synchronises) needs the reload to be a plain load. An atomic load of the slot races
   * with other threads' atomic stores by design, so another handle may appear in any iteration.
   * Only a private capture slot, which nobody writes while the region runs, is hoisted; the
   * copy keeps the load atomic (hoist_rewrite.c). */
  LLVMValueRef atomic = h->reload ? atomic_reload(P, h) : NULL;
  if (atomic && !UNSOUND_ATOMIC_COPY && !ae_omp_slot_is_private_capture(h->key)) {
    snprintf(why, sizeof why,
             "it is reloaded with an atomic load%s: another thread may store a different handle "
             "to the slot while the loop runs",
             ae_at_location(atomic).text);
    refuse(A, P, h, "H2", why);
    return;
  }
  /* H2, first half: the handle, or the address it is reloaded from, is defined outside L. */
  if (h->reload && (!ae_loop_is_invariant(L, h->key) || LLVMGetVolatile(h->reload))) {
    refuse(A, P, h, "H2",
           LLVMGetVolatile(h->reload)      ? "it is reloaded with a volatile load"
           : operands_invariant(L, h->key) ? "the address it is loaded from is computed in the loop"
                                           : "the address it is loaded from changes in the loop");
    return;
  }
  if (!h->reload && !ae_loop_is_invariant(L, h->key)) {
    refuse(A, P, h, "H2", "the handle is a different value in every iteration");
    return;
  }
  /* H3 */
  bool has_retain = false, has_release = false;
  for (size_t i = 0; i < h->ops.count; ++i) {
    ArcCallKind kind = ae_facts_call(P->facts, h->ops.items[i]).kind;
    has_retain |= ae_call_is_retain(kind);
    has_release |= ae_call_is_release(kind);
  }
  if (!has_retain || !has_release) {
    refuse(A, P, h, "H3",
           has_retain ? "the loop never releases it" : "the loop releases it without retaining it");
    return;
  }
  LLVMValueRef store = stored_copy(P, h);
  if (store) {
    snprintf(why, sizeof why, "the retained copy is stored to memory%s, which then owns it",
             ae_at_location(store).text);
    refuse(A, P, h, "H3", why);
    return;
  }
  BalanceProblem problem = {P, h, NULL, NULL};
  if (!is_balanced(A, P, h, &problem)) {
    snprintf(why, sizeof why, "%s%s", problem.what, ae_at_location(problem.culprit).text);
    refuse(A, P, h, "H3", why);
    return;
  }
  /* H4 */
  LLVMValueRef observer = observer_of(A, P, h);
  if (observer) {
    if (calls_visible_observer(observer, profile))
      snprintf(why, sizeof why, "the loop calls %s%s, which may read its count",
               ae_callee_text(observer).text, ae_at_location(observer).text);
    else
      snprintf(why, sizeof why, "the loop reads its count with %s%s", ae_callee_text(observer).text,
               ae_at_location(observer).text);
    refuse(A, P, h, "H4", why);
    return;
  }
  /* H5: hoisting may only move a retain to where one was sure to run on a live object. */
  bool guaranteed = false;
  for (size_t i = 0; i < h->ops.count && !guaranteed; ++i)
    guaranteed = ae_call_is_retain(ae_facts_call(P->facts, h->ops.items[i]).kind) &&
                 runs_on_every_entry(A, P, h->ops.items[i]);
  if (!guaranteed) {
    refuse(A, P, h, "H5",
           ae_omp_loop_role(A, L) == ARC_OMP_LOOP_DISPATCH
               ? "no retain of it runs on every entry to the dispatch loop (a worker may get no "
                 "chunk), so it stays once per chunk"
               : "no retain of it runs on every entry to the loop");
  }
}

/* Why WRITER may change the slot (H2), for the remark. */
static void describe_writer(LLVMValueRef writer, char *why, size_t size) {
  ArcText at = ae_at_location(writer);
  if (LLVMIsAStoreInst(writer) && LLVMGetOrdering(writer) == LLVMAtomicOrderingNotAtomic)
    snprintf(why, size, "it is reloaded from memory that the store%s may overwrite", at.text);
  else if (LLVMIsACallInst(writer) || LLVMIsAInvokeInst(writer) || LLVMIsACallBrInst(writer))
    snprintf(why, size, "it is reloaded from memory that the call to %s%s may write",
             ae_callee_text(writer).text, at.text);
  else
    snprintf(why, size,
             "it is reloaded from memory that another thread may write, and the %s%s may make "
             "that write visible to the next reload",
             LLVMIsALoadInst(writer)    ? "acquire load"
             : LLVMIsAFenceInst(writer) ? "fence"
             : LLVMIsAStoreInst(writer) ? "atomic store"
                                        : "atomic read-modify-write",
             at.text);
}

/* What READ in the exit window of RELEASE reads (H8), for the remark. */
static void describe_window_read(ArcAnalyses *A, LLVMValueRef read, LLVMValueRef release, char *why,
                                 size_t size) {
  char what[240];
  if (LLVMIsALoadInst(read))
    snprintf(what, sizeof what, "read of '%s'",
             ae_handle_name(A, ae_strip_pointer_casts(LLVMGetOperand(read, 0)), NULL).text);
  else if (LLVMIsACallInst(read))
    snprintf(what, sizeof what, "call to %s", ae_callee_text(read).text);
  else
    snprintf(what, sizeof what, "atomic access");
  snprintf(why, size,
           "the %s%s after the release%s may see what a destructor writes; hoisted, the "
           "destructor would run after it, at the loop's exit",
           what, ae_at_location(read).text, ae_at_location(release).text);
}

/* H1, once per loop and flavour: whether the loop's form forbids hoisting handles with (or
 * without) Objective-C's unwinding rules. */
typedef struct LoopForm {
  bool known, forbids;
  char why[400];
} LoopForm;

HoistPlan ae_plan_hoists(ArcAnalyses *A, const ArcFacts *facts, ArcLoop *L) {
  HoistPlan plan = {.L = L, .facts = facts};
  collect(A, &plan);
  if (plan.count == 0)
    return plan;

  char why[400];
  LoopForm form[2] = {{0}};
  for (size_t i = 0; i < plan.count; ++i) {
    HoistHandle *h = &plan.handles[i];
    LoopForm *f = &form[h->runtime->objc_unwinding];
    if (!f->known) {
      LLVMValueRef at;
      f->forbids = loop_form_forbids(L, h->runtime->objc_unwinding, f->why, sizeof f->why, &at);
      f->known = true;
    }
    if (f->forbids)
      refuse(A, &plan, h, "H1", f->why);
    else
      check_handle(A, &plan, h);
  }

  /* H2, second half: nothing in L writes a reloaded handle's slot. A refused handle's releases
   * become writers for the others (their destructors may run), so repeat until stable. */
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < plan.count; ++i) {
      HoistHandle *h = &plan.handles[i];
      if (h->refused || !h->reload)
        continue;
      LLVMValueRef writer = ae_find_slot_writer(A, L, h->reload, facts, is_paired_release, &plan);
      if (!writer)
        continue;
      describe_writer(writer, why, sizeof why);
      refuse(A, &plan, h, "H2", why);
      changed = true;
    }
    /* H8: no read in the exit window of a release that the hoisted exit release would move
     * ahead of. A refused handle's calls stay in the loop and may be such reads. */
    for (size_t i = 0; i < plan.count; ++i) {
      HoistHandle *h = &plan.handles[i];
      if (h->refused)
        continue;
      LLVMValueRef release;
      LLVMValueRef read = ae_exit_window_read(A, &plan, h, &release);
      if (!read)
        continue;
      describe_window_read(A, read, release, why, sizeof why);
      refuse(A, &plan, h, "H8", why);
      changed = true;
    }
  }
  return plan;
}
