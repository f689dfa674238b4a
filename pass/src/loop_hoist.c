/* The per-loop analysis of hoisting (see loop_hoist.h; the rules: docs/hoisting.md): H1 loop
 * form, H2 invariant handle, H3 balanced per iteration, H4 no count observers, H5 the retain runs
 * on every entry. */
#include "loop_hoist.h"

#include "block_index.h"
#include "call_sites.h"
#include "exit_window.h"
#include "omp_capture.h"
#include "omp_schedule.h"
#include "rc_identity.h"
#include "remarks.h"
#include "slot_clobber.h"

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

static HoistHandle *find_or_add(HoistPlan *plan, LLVMValueRef key, LLVMValueRef reload,
                                const ArcProfile *runtime) {
  for (size_t i = 0; i < plan->count; ++i)
    if (plan->handles[i].key == key && (plan->handles[i].reload == NULL) == (reload == NULL) &&
        plan->handles[i].runtime == runtime)
      return &plan->handles[i];
  plan->handles = realloc(plan->handles, (plan->count + 1) * sizeof *plan->handles);
  if (!plan->handles)
    abort();
  HoistHandle *h = &plan->handles[plan->count++];
  *h = (HoistHandle){.key = key, .reload = reload, .runtime = runtime};
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
  *plan = (HoistPlan){0};
}

static LLVMValueRef first_retain(const HoistHandle *h, const ArcProfile *profile) {
  for (size_t i = 0; i < h->ops.count; ++i)
    if (ae_call_is_retain(ae_classify_call(h->ops.items[i], profile).kind))
      return h->ops.items[i];
  return h->ops.items[0];
}

/* Marks H refused and says why, at its first retain (the offending instruction's location is
 * part of WHY). */
static void refuse(ArcAnalyses *A, ArcLoop *L, HoistHandle *h, const ArcProfile *profile,
                   const char *rule, const char *why) {
  if (h->refused)
    return;
  h->refused = true;
  if (!ae_remarks_enabled(A))
    return;
  ArcText name = ae_handle_name(A, h->reload ? h->reload : h->key, h->reload ? h->key : NULL);
  LLVMValueRef retain = first_retain(h, profile);
  bool retains = false, releases = false; /* a lone retain or release is no pair: say which */
  for (size_t i = 0; i < h->ops.count; ++i) {
    ArcCallKind kind = ae_classify_call(h->ops.items[i], profile).kind;
    retains |= ae_call_is_retain(kind);
    releases |= ae_call_is_release(kind);
  }
  ae_remarkf(A, ARC_REMARK_MISSED, "NotHoisted", ae_located_in_loop(retain, L),
             "%s of '%s' not hoisted (%s): %s (%s runtime; %s)",
             retains && releases ? "retain/release"
             : retains           ? "retain"
                                 : "release",
             name.text, rule, why, ae_classify_call(retain, profile).profile->name,
             ae_loop_name(A, L).text);
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
  const HoistHandle *handle;
  const ArcProfile *profile;
  LLVMValueRef culprit;
  const char *what;
} BalanceProblem;

static bool is_op_of(const HoistHandle *h, LLVMValueRef inst) {
  return value_list_contains(&h->ops, inst);
}

/* Applies one block's retains and releases to IN. Returns false (and fills P) when a release
 * runs with nothing outstanding or the count of outstanding retains grows without bound. */
static bool transfer(LLVMBasicBlockRef bb, CountSet in, CountSet *out, BalanceProblem *p) {
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
    if (!is_op_of(p->handle, i))
      continue;
    ArcCallKind kind = ae_classify_call(i, p->profile).kind;
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
static LLVMValueRef exit_release(ArcLoop *L, const HoistHandle *h, LLVMBasicBlockRef exit,
                                 const ArcProfile *profile) {
  for (LLVMValueRef i = LLVMGetFirstInstruction(exit); i; i = LLVMGetNextInstruction(i)) {
    ArcCall call = ae_classify_call(i, profile);
    if (!ae_call_is_release(call.kind) || call.profile != h->runtime)
      continue;
    LLVMValueRef reload;
    if (handle_key(L, ae_rc_root(call.object, profile), &reload) == h->key)
      return i;
  }
  return NULL;
}

/* Forward dataflow over L's blocks from the header with nothing outstanding. Every back edge
 * must be reached with nothing outstanding; every exit block either with nothing outstanding,
 * or with exactly the retain outstanding and a release of its own (which then stays). */
static bool is_balanced(ArcAnalyses *A, ArcLoop *L, HoistHandle *handle, BalanceProblem *p) {
  size_t n = ae_loop_block_count(L), exits = ae_loop_exit_block_count(A, L);
  CountSet *entry = calloc(n, sizeof *entry), *at_exit = calloc(exits ? exits : 1, 1);
  bool *queued = calloc(n, sizeof *queued);
  size_t *work = malloc(n * sizeof *work);
  if (!entry || !at_exit || !queued || !work)
    abort();
  size_t pending = 0;
  BlockIndex index = block_index_new(L);
  LLVMBasicBlockRef header = ae_loop_header(L);
  size_t h = block_index(&index, header);
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
        size_t si = block_index(&index, succ);
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
    LLVMValueRef kept = at_exit[e] == 2u ? exit_release(L, handle, exit, p->profile) : NULL;
    if (kept) {
      value_list_push(&handle->kept_exit_releases, kept);
      continue;
    }
    p->culprit = LLVMGetFirstInstruction(exit);
    p->what = "the loop can exit between the retain and its release";
    ok = false;
  }
  block_index_free(&index);
  free(entry);
  free(at_exit);
  free(queued);
  free(work);
  return ok;
}

/* A retain whose copy is stored to memory hands its count to whoever loads it: not a pair. */
static LLVMValueRef stored_copy(const HoistHandle *h, const ArcProfile *profile) {
  for (size_t i = 0; i < h->ops.count; ++i) {
    LLVMValueRef op = h->ops.items[i];
    if (!ae_call_is_retain(ae_classify_call(op, profile).kind))
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
static LLVMValueRef observer_of(ArcAnalyses *A, ArcLoop *L, const HoistHandle *h,
                                const ArcProfile *profile) {
  LLVMValueRef value = ae_handle_value(h);
  ArcCall first = ae_classify_call(h->ops.items[0], profile);
  bool opaque_calls_observe = first.profile && first.profile->opaque_calls_observe;
  for (size_t b = 0; b < ae_loop_block_count(L); ++b) {
    LLVMBasicBlockRef bb = ae_loop_block_at(L, b);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      ArcCall call = ae_classify_call(i, profile);
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
static bool runs_on_every_entry(ArcAnalyses *A, ArcLoop *L, LLVMValueRef retain,
                                const ArcProfile *profile) {
  for (LLVMValueRef i = retain; i; i = LLVMGetPreviousInstruction(i)) {
    if (ae_guaranteed_to_execute(A, L, i))
      return true;
    LLVMValueRef before = LLVMGetPreviousInstruction(i);
    if (before && !ae_call_is_retain(ae_classify_call(before, profile).kind) &&
        !ae_transfers_execution(before))
      return false;
  }
  return false;
}

/* ---- H2: the paired-release refinement needs the current set of candidates ---------------- */

typedef struct PairContext {
  HoistPlan *plan;
} PairContext;

static bool is_paired_release(LLVMValueRef release, void *context) {
  HoistPlan *plan = ((PairContext *)context)->plan;
  for (size_t i = 0; i < plan->count; ++i)
    if (!plan->handles[i].refused && is_op_of(&plan->handles[i], release))
      return true;
  return false;
}

/* ---- the analysis -------------------------------------------------------------------------- */

static void collect(ArcAnalyses *A, ArcLoop *L, const ArcProfile *profile, HoistPlan *plan) {
  for (size_t b = 0; b < ae_loop_block_count(L); ++b) {
    LLVMBasicBlockRef bb = ae_loop_block_at(L, b);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      ArcCall call = ae_classify_call(i, profile);
      if (!ae_call_is_retain(call.kind) && !ae_call_is_release(call.kind))
        continue;
      LLVMValueRef reload;
      LLVMValueRef key = handle_key(L, ae_rc_root(call.object, profile), &reload);
      HoistHandle *h = find_or_add(plan, key, reload, call.profile);
      if (!h->reload)
        h->reload = reload;
      value_list_push(&h->ops, i);
    }
  }
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
static LLVMValueRef atomic_reload(ArcLoop *L, const HoistHandle *h, const ArcProfile *profile) {
  for (size_t i = 0; i < h->ops.count; ++i) {
    LLVMValueRef root = ae_rc_root(ae_classify_call(h->ops.items[i], profile).object, profile);
    if (LLVMIsALoadInst(root) && ae_loop_contains_block(L, LLVMGetInstructionParent(root)) &&
        LLVMGetOrdering(root) != LLVMAtomicOrderingNotAtomic)
      return root;
  }
  return NULL;
}

static void check_handle(ArcAnalyses *A, ArcLoop *L, const ArcProfile *profile, HoistHandle *h) {
  char why[400];
  /* H2 refinement "atomic reload": the invariance argument for a reload (nothing in the loop
   * writes the slot, and another thread's write would be a data race unless something in the
   * loop synchronises) needs the reload to be a plain load. An atomic load of the slot races
   * with other threads' atomic stores by design, so another handle may appear in any iteration.
   * Only a private capture slot, which nobody writes while the region runs, is hoisted; the
   * copy keeps the load atomic (hoist_rewrite.c). */
  LLVMValueRef atomic = h->reload ? atomic_reload(L, h, profile) : NULL;
  if (atomic && !UNSOUND_ATOMIC_COPY && !ae_omp_slot_is_private_capture(h->key)) {
    snprintf(why, sizeof why,
             "it is reloaded with an atomic load%s: another thread may store a different handle "
             "to the slot while the loop runs",
             ae_at_location(atomic).text);
    refuse(A, L, h, profile, "H2", why);
    return;
  }
  /* H2, first half: the handle, or the address it is reloaded from, is defined outside L. */
  if (h->reload && (!ae_loop_is_invariant(L, h->key) || LLVMGetVolatile(h->reload))) {
    refuse(A, L, h, profile, "H2",
           LLVMGetVolatile(h->reload)      ? "it is reloaded with a volatile load"
           : operands_invariant(L, h->key) ? "the address it is loaded from is computed in the loop"
                                           : "the address it is loaded from changes in the loop");
    return;
  }
  if (!h->reload && !ae_loop_is_invariant(L, h->key)) {
    refuse(A, L, h, profile, "H2", "the handle is a different value in every iteration");
    return;
  }
  /* H3 */
  bool has_retain = false, has_release = false;
  for (size_t i = 0; i < h->ops.count; ++i) {
    ArcCallKind kind = ae_classify_call(h->ops.items[i], profile).kind;
    has_retain |= ae_call_is_retain(kind);
    has_release |= ae_call_is_release(kind);
  }
  if (!has_retain || !has_release) {
    refuse(A, L, h, profile, "H3",
           has_retain ? "the loop never releases it" : "the loop releases it without retaining it");
    return;
  }
  LLVMValueRef store = stored_copy(h, profile);
  if (store) {
    snprintf(why, sizeof why, "the retained copy is stored to memory%s, which then owns it",
             ae_at_location(store).text);
    refuse(A, L, h, profile, "H3", why);
    return;
  }
  BalanceProblem problem = {h, profile, NULL, NULL};
  if (!is_balanced(A, L, h, &problem)) {
    snprintf(why, sizeof why, "%s%s", problem.what, ae_at_location(problem.culprit).text);
    refuse(A, L, h, profile, "H3", why);
    return;
  }
  /* H4 */
  LLVMValueRef observer = observer_of(A, L, h, profile);
  if (observer) {
    if (calls_visible_observer(observer, profile))
      snprintf(why, sizeof why, "the loop calls %s%s, which may read its count",
               ae_callee_text(observer).text, ae_at_location(observer).text);
    else
      snprintf(why, sizeof why, "the loop reads its count with %s%s", ae_callee_text(observer).text,
               ae_at_location(observer).text);
    refuse(A, L, h, profile, "H4", why);
    return;
  }
  /* H5: hoisting may only move a retain to where one was sure to run on a live object. */
  bool guaranteed = false;
  for (size_t i = 0; i < h->ops.count && !guaranteed; ++i)
    guaranteed = ae_call_is_retain(ae_classify_call(h->ops.items[i], profile).kind) &&
                 runs_on_every_entry(A, L, h->ops.items[i], profile);
  if (!guaranteed) {
    refuse(A, L, h, profile, "H5",
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

HoistPlan ae_plan_hoists(ArcAnalyses *A, ArcLoop *L, const ArcProfile *profile) {
  HoistPlan plan = {0};
  collect(A, L, profile, &plan);
  if (plan.count == 0)
    return plan;

  char why[400];
  LLVMValueRef at;
  for (size_t i = 0; i < plan.count; ++i) {
    HoistHandle *h = &plan.handles[i];
    ArcCall first = ae_classify_call(h->ops.items[0], profile);
    bool objc = first.profile && first.profile->ignores_unwinding_mark;
    if (loop_form_forbids(L, objc, why, sizeof why, &at))
      refuse(A, L, h, profile, "H1", why);
    else
      check_handle(A, L, profile, h);
  }

  /* H2, second half: nothing in L writes a reloaded handle's slot. A refused handle's releases
   * become writers for the others (their destructors may run), so repeat until stable. */
  PairContext context = {&plan};
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < plan.count; ++i) {
      HoistHandle *h = &plan.handles[i];
      if (h->refused || !h->reload)
        continue;
      LLVMValueRef writer =
          ae_find_slot_writer(A, L, h->reload, profile, is_paired_release, &context);
      if (!writer)
        continue;
      describe_writer(writer, why, sizeof why);
      refuse(A, L, h, profile, "H2", why);
      changed = true;
    }
    /* H8: no read in the exit window of a release that the hoisted exit release would move
     * ahead of. A refused handle's calls stay in the loop and may be such reads. */
    for (size_t i = 0; i < plan.count; ++i) {
      HoistHandle *h = &plan.handles[i];
      if (h->refused)
        continue;
      LLVMValueRef release;
      LLVMValueRef read =
          ae_exit_window_read(A, L, h, profile, is_paired_release, &context, &release);
      if (!read)
        continue;
      describe_window_read(A, read, release, why, sizeof why);
      refuse(A, L, h, profile, "H8", why);
      changed = true;
    }
  }
  return plan;
}
