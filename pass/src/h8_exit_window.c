/* H8, the exit window: hoisting moves a handle's last in-loop release to the loop's exits. In
 * the source, whatever the iteration that leaves the loop does after that release sees the
 * effects of a destructor the release may run; after hoisting, the destructor runs at the exit,
 * after that code. So the pass refuses when code in the window may read memory the release may
 * write (the argument is in docs/rules/h8-exit-window.md).
 *
 * The window of a release is every instruction on a path from it to an edge that leaves the loop
 * for an exit block that receives the hoisted release, crossing no retain of the handle (code
 * in the header or latch on such a path counts: it is part of the iteration that leaves). Calls
 * the rewrite deletes and that run no user code (ae_fx_deleted_and_inert) are no reads; as the
 * planner refuses other handles, their calls stay and may become reads. A call that may not
 * return (the effects model's answer: a release that may be another object's last, whose
 * destructor may exit, counts) is a way out wherever it sits, in a block with a retain of the
 * handle too when it runs before that retain: there the source holds no reference. */
#include "hoist_rules.h"

#include "effects.h"
#include "rc_identity.h"
#include "unsound.h"
#include "unwinding.h"

#include <assert.h>
#include <stdlib.h>

/* The test-only unsound build EXIT_WINDOW (unsound_switches.def) sees no read at all. */
enum { UNSOUND_EXIT_WINDOW = ae_unsound(AE_UNSOUND_EXIT_WINDOW) };

typedef struct Window {
  ArcAnalyses *A;
  ArcLoop *L;
  const HoistPlan *plan;
  const HoistHandle *h;
  bool *has_retain;        /* the block contains a retain of the handle */
  bool *leaves;            /* the block leaves L: its terminator, for an exit that gets the release,
                              or a call that may not return (longjmp, exit, pthread_exit) */
  bool *clean_to_exit;     /* from the block's start, a path leaves L that way crossing no retain */
  bool *out_before_retain; /* the block has a retain of the handle, and before its first one a
                              call that may not return */
  bool outlives_loop;      /* no release in L is the object's last (ae_fx_handle_outlives_loop):
                              only ways out are reads, in L's own blocks */
} Window;

/* The edge from TERM to its successor S is on a window's path: every window starts at a release
 * of the handle, which ran on an object (a release of NULL runs nothing), and the handle is
 * invariant (H2), so a NULL guard's edge for a NULL handle is not taken after it (refinement
 * "NULL guard": libc++ tests the control block before the copy's increment and again before the
 * decrement, and the path around both is no path from a release). */
static bool on_window_path(const Window *w, LLVMValueRef term, unsigned s) {
  return (int)s != ae_null_guard_successor(w->plan, w->h, term);
}

static bool is_retain_of(const Window *w, LLVMValueRef inst) {
  return ae_plan_handle_of(w->plan, inst) == w->h &&
         ae_call_is_retain(ae_facts_call(w->plan->facts, inst).kind);
}

/* An exit that never passes control on and gets no release (H3 lets a std::terminate pad, say,
 * keep whatever the iteration holds: unwinding.h) is a way out like a call that never returns:
 * the source may hold nothing there and the hoisted loop one reference. */
static bool leaves_without_release(const Window *w, LLVMBasicBlockRef exit) {
  return ae_exit_disposition(w->h, ae_plan_exit_index(w->plan, exit)) != AE_EXIT_GETS_RELEASE &&
         ae_exit_never_returns(exit);
}

static bool gets_hoisted_release(const Window *w, LLVMBasicBlockRef exit) {
  if (w->h->carried)
    return false; /* H3 "carried": no exit gets a release, the loop leaves holding its own */
  /* Any other disposition: the loop leaves to it with the retain outstanding, nothing is
   * inserted. */
  return ae_exit_disposition(w->h, ae_plan_exit_index(w->plan, exit)) == AE_EXIT_GETS_RELEASE;
}

/* From the end of BB: does a path leave L (for an exit that gets the release) crossing no
 * retain? */
static bool tail_reaches_exit(const Window *w, LLVMBasicBlockRef bb) {
  size_t b = ae_plan_block_index(w->plan, bb);
  if (w->leaves[b])
    return true;
  LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
  for (unsigned s = 0; s < LLVMGetNumSuccessors(term); ++s) {
    LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
    if (on_window_path(w, term, s) && ae_loop_contains_block(w->L, succ) &&
        w->clean_to_exit[ae_plan_block_index(w->plan, succ)])
      return true;
  }
  return false;
}

/* A call that may leave L without returning: a way out where no exit block releases anything
 * (the effects model's answer: an invoke's callee may not return either, and a release that is
 * not one the rewrite deletes may run a destructor that exits). Calls that unwind with no landing
 * pad are H1's. */
static bool may_not_return(const Window *w, LLVMValueRef inst) {
  return ae_fx_may_not_return(w->plan, inst);
}

/* The least fixpoint of "a block is clean when it has no retain and its tail reaches an exit"
 * (tail_reaches_exit): the blocks that leave are clean, and so is every predecessor in L without
 * a retain of a clean block, found backwards with a worklist (each edge once). */
static void mark_clean(Window *w) {
  size_t n = ae_loop_block_count(w->L);
  size_t *first = calloc(n + 1, sizeof *first), *work = malloc(n * sizeof *work), pending = 0;
  if (!first || !work)
    abort();
  /* The predecessors in L of block b are preds[first[b]] .. preds[first[b + 1] - 1]. */
  for (size_t b = 0; b < n; ++b) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(ae_loop_block_at(w->L, b));
    for (unsigned s = 0; s < LLVMGetNumSuccessors(term); ++s)
      if (on_window_path(w, term, s) && ae_loop_contains_block(w->L, LLVMGetSuccessor(term, s)))
        ++first[ae_plan_block_index(w->plan, LLVMGetSuccessor(term, s)) + 1];
  }
  for (size_t b = 0; b < n; ++b)
    first[b + 1] += first[b];
  size_t *preds = malloc((first[n] ? first[n] : 1) * sizeof *preds);
  size_t *filled = calloc(n, sizeof *filled);
  if (!preds || !filled)
    abort();
  for (size_t b = 0; b < n; ++b) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(ae_loop_block_at(w->L, b));
    for (unsigned s = 0; s < LLVMGetNumSuccessors(term); ++s)
      if (on_window_path(w, term, s) && ae_loop_contains_block(w->L, LLVMGetSuccessor(term, s))) {
        size_t succ = ae_plan_block_index(w->plan, LLVMGetSuccessor(term, s));
        preds[first[succ] + filled[succ]++] = b;
      }
  }
  for (size_t b = 0; b < n; ++b)
    if ((w->leaves[b] && !w->has_retain[b]) || w->out_before_retain[b])
      w->clean_to_exit[b] = true, work[pending++] = b;
  while (pending) {
    size_t b = work[--pending];
    for (size_t k = first[b]; k < first[b + 1]; ++k) {
      size_t p = preds[k];
      if (!w->clean_to_exit[p] && !w->has_retain[p])
        w->clean_to_exit[p] = true, work[pending++] = p;
    }
  }
  free(first);
  free(work);
  free(preds);
  free(filled);
}

/* Per block of L, whether a call in it may not return: the same for every handle, found once
 * per loop (RuleCaches). Conservative: the whole block counts as leaving, wherever the call sits
 * in it. A path from a release to such a call crosses no retain only if the call runs where the
 * source holds no reference, and the call is then a read in the window (it may read anything). */
static const bool *blocks_with_calls_that_may_not_return(const Window *w) {
  RuleCaches *c = w->plan->caches;
  if (c->may_not_return && c->may_not_return_stamp != w->plan->refusal_count + 1) {
    free(c->may_not_return); /* a refused handle's releases stay: they may not return now */
    c->may_not_return = NULL;
  }
  if (!c->may_not_return) {
    c->may_not_return_stamp = w->plan->refusal_count + 1;
    size_t n = ae_loop_block_count(w->L);
    c->may_not_return = calloc(n ? n : 1, sizeof(bool));
    if (!c->may_not_return)
      abort();
    for (size_t b = 0; b < n; ++b) {
      LLVMBasicBlockRef bb = ae_loop_block_at(w->L, b);
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && !c->may_not_return[b];
           i = LLVMGetNextInstruction(i))
        c->may_not_return[b] = may_not_return(w, i);
    }
  }
  return c->may_not_return;
}

static void compute_blocks(Window *w) {
  size_t n = ae_loop_block_count(w->L);
  const bool *may_not_return_in = blocks_with_calls_that_may_not_return(w);
  for (size_t k = 0; k < w->h->ops.count; ++k) {
    LLVMValueRef retain = w->h->ops.items[k];
    if (!is_retain_of(w, retain))
      continue;
    size_t b = ae_plan_block_index(w->plan, LLVMGetInstructionParent(retain));
    if (w->has_retain[b])
      continue; /* not the block's first retain (the calls are in block order) */
    w->has_retain[b] = true;
    for (LLVMValueRef i = LLVMGetFirstInstruction(LLVMGetInstructionParent(retain)); i != retain;
         i = LLVMGetNextInstruction(i))
      w->out_before_retain[b] |= may_not_return(w, i);
  }
  for (size_t b = 0; b < n; ++b) {
    LLVMBasicBlockRef bb = ae_loop_block_at(w->L, b);
    w->leaves[b] = may_not_return_in[b];
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    for (unsigned s = 0; s < LLVMGetNumSuccessors(term); ++s) {
      LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
      if (on_window_path(w, term, s) && !ae_loop_contains_block(w->L, succ) &&
          (gets_hoisted_release(w, succ) || leaves_without_release(w, succ)))
        w->leaves[b] = true;
    }
  }
  mark_clean(w);
}

/* The first instruction at or after FROM in its block that the rewrite keeps (the terminator at
 * the latest). Runs of calls the rewrite deletes are skipped once, not once per release: the
 * answers are kept (RuleCaches) while no handle is refused, and refusing one only turns deleted
 * calls into kept ones, so the kept answers are dropped then. */
static LLVMValueRef next_kept(const Window *w, LLVMValueRef from) {
  RuleCaches *c = w->plan->caches;
  if (c->next_kept_stamp != w->plan->refusal_count + 1) {
    ae_ptr_map_free(&c->next_kept);
    c->next_kept_stamp = w->plan->refusal_count + 1;
  }
  LLVMValueRef kept = from;
  while (ae_fx_deleted_and_inert(w->plan, kept)) {
    LLVMValueRef known = ae_ptr_map_get(&c->next_kept, kept);
    kept = known ? known : LLVMGetNextInstruction(kept);
  }
  for (LLVMValueRef i = from; i != kept;) {
    LLVMValueRef known = ae_ptr_map_get(&c->next_kept, i);
    ae_ptr_map_put(&c->next_kept, i, kept);
    i = known ? known : LLVMGetNextInstruction(i);
  }
  return kept;
}

/* INST, in RELEASE's window, may see what the release writes. For an object that outlives the
 * loop the release writes only its count (observers are H4's), so only a way out counts, in L's
 * own blocks; in the blocks of a nested loop and outside L, reads count as for any handle. */
static bool reads_in_window(const Window *w, LLVMValueRef inst, LLVMValueRef release) {
  if (may_not_return(w, inst))
    return true;
  if (w->outlives_loop && ae_loop_for_block(w->A, LLVMGetInstructionParent(inst)) == w->L)
    return false;
  return ae_fx_may_read_what_release_writes(w->A, inst, release);
}

/* The first instruction from FROM to the end of its block, or to the block's first retain of the
 * handle (where the window ends), that may read what RELEASE writes. */
static LLVMValueRef read_in(const Window *w, LLVMValueRef from, LLVMValueRef release) {
  for (LLVMValueRef i = from ? next_kept(w, from) : NULL; i && !is_retain_of(w, i);
       i = LLVMGetNextInstruction(i) ? next_kept(w, LLVMGetNextInstruction(i)) : NULL)
    if (reads_in_window(w, i, release))
      return i; /* a way out is a read too: what runs after it (atexit handlers, the code after
                   a longjmp) may read anything */
  return NULL;
}

/* The first retain of the handle after RELEASE in its block, or NULL (found among the handle's
 * calls, which are in block order, rather than by walking the block). */
static LLVMValueRef retained_after_in_block(const Window *w, LLVMValueRef release) {
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(release);
  bool after = false;
  for (size_t k = 0; k < w->h->ops.count; ++k) {
    LLVMValueRef op = w->h->ops.items[k];
    if (op == release)
      after = true;
    else if (after && LLVMGetInstructionParent(op) == bb && is_retain_of(w, op))
      return op;
  }
  return NULL;
}

/* The first read in RELEASE's window, walking forward from it through clean blocks. */
static LLVMValueRef read_after(Window *w, LLVMValueRef release) {
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(release);
  /* Retained again later in the block: the window ends there, unless a call that may not return
   * comes first (a way out where the source holds none of the references the loop drops); then
   * the window is the code up to and including the last such call before the retain. The walk
   * goes only as far as that retain. */
  LLVMValueRef retain = retained_after_in_block(w, release);
  if (retain) {
    LLVMValueRef way_out = NULL;
    for (LLVMValueRef i = LLVMGetNextInstruction(release); i != retain;
         i = LLVMGetNextInstruction(i))
      if (may_not_return(w, i))
        way_out = i;
    for (LLVMValueRef k = LLVMGetNextInstruction(release); way_out; k = LLVMGetNextInstruction(k))
      if (!ae_fx_deleted_and_inert(w->plan, k) && reads_in_window(w, k, release))
        return k;
      else if (k == way_out)
        break;
    return NULL; /* retained again before the iteration can leave */
  }
  if (!tail_reaches_exit(w, bb))
    return NULL;
  LLVMValueRef read = read_in(w, LLVMGetNextInstruction(release), release);
  size_t n = ae_loop_block_count(w->L), pending = 0;
  bool *seen = calloc(n, sizeof *seen);
  LLVMBasicBlockRef *work = malloc(n * sizeof *work);
  if (!seen || !work)
    abort();
  for (LLVMBasicBlockRef from = bb; !read; from = work[--pending]) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(from);
    if (from != bb && w->has_retain[ae_plan_block_index(w->plan, from)]) {
      if (!pending)
        break;
      continue; /* clean only up to its retain (out_before_retain): the window ends there */
    }
    for (unsigned s = 0; s < LLVMGetNumSuccessors(term); ++s) {
      LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
      if (!on_window_path(w, term, s))
        continue;
      if (!ae_loop_contains_block(w->L, succ)) {
        /* Left for an exit that never returns and releases nothing: what runs there before the
         * program or thread ends (std::terminate's handler) is in the window too. */
        if (!read && leaves_without_release(w, succ))
          read = read_in(w, LLVMGetFirstInstruction(succ), release);
        continue;
      }
      size_t si = ae_plan_block_index(w->plan, succ);
      if (w->clean_to_exit[si] && !seen[si]) {
        seen[si] = true;
        work[pending++] = succ;
        if (!read)
          read = read_in(w, LLVMGetFirstInstruction(succ), release);
      }
    }
    if (!pending)
      break;
  }
  free(seen);
  free(work);
  return read;
}

ArcDecision ae_h8_exit_window(ArcAnalyses *A, const HoistPlan *plan, const HoistHandle *h) {
  assert(!ae_handle_refused(h) && "only handles still to be hoisted have a window");
  if (UNSOUND_EXIT_WINDOW)
    return (ArcDecision){0};
  if (ae_handle_caller_held(h))
    return (ArcDecision){0}; /* the caller's reference outlives the loop: no release is the last */
  size_t n = ae_loop_block_count(plan->L);
  Window w = {A,
              plan->L,
              plan,
              h,
              calloc(n, sizeof(bool)),
              calloc(n, sizeof(bool)),
              calloc(n, sizeof(bool)),
              calloc(n, sizeof(bool)),
              ae_fx_handle_outlives_loop(A, plan, h)};
  if (!w.has_retain || !w.leaves || !w.clean_to_exit || !w.out_before_retain)
    abort();
  compute_blocks(&w);
  ArcDecision decision = {0};
  /* A release that may be the last, with a destructor that may not return: the source ends
   * there (exit, longjmp, thread exit), while the hoisted loop runs on to its exit. Only a
   * destructor that returns lets the next iteration's retain prove the release was not last. */
  if (!w.outlives_loop && !ae_fx_last_release_returns(plan, h))
    for (size_t k = 0; k < h->ops.count && !decision.rule; ++k) {
      LLVMValueRef op = h->ops.items[k];
      if (ae_call_is_release(ae_facts_call(plan->facts, op).kind))
        decision = (ArcDecision){AE_RULE_H8, AE_H8_DESTRUCTOR_MAY_NOT_RETURN, op, op};
    }
  for (size_t k = 0; k < h->ops.count && !decision.rule; ++k) {
    LLVMValueRef op = h->ops.items[k];
    if (!ae_call_is_release(ae_facts_call(plan->facts, op).kind))
      continue;
    LLVMValueRef read = read_after(&w, op);
    if (read)
      decision = (ArcDecision){AE_RULE_H8, AE_H8_WINDOW_READ, read, op};
  }
  free(w.has_retain);
  free(w.leaves);
  free(w.clean_to_exit);
  free(w.out_before_retain);
  return decision;
}
