/* The planner (see loop_hoist.h): when a loop's turn comes, after the loops nested in it were
 * rewritten, it reads the loop's facts (its blocks and exits, its retains and releases grouped by
 * handle, from the function's facts), then runs the rules on each handle in order: H1 loop form
 * (once per loop), H2 invariant handle, H3 balanced per iteration, H4 no count observers, H5 a
 * retain on every entry (or, where it was hoisted from a nested loop, the lazy hoist that keeps
 * the retain where it is: lazy_hoist.h); then H2's slot writers and H8's exit window, which depend
 * on which other handles are hoisted, until nothing changes. The first rule that refuses a handle
 * decides it; its record is the remark (remarks.c). */
#include "loop_hoist.h"

#include "hoist_rules.h"
#include "rc_identity.h"

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>

/* ---- grouping calls by handle ---------------------------------------------------------- */

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

/* ---- the loop's facts ---------------------------------------------------------------------- */

/* The loop's blocks and exits, and its retains and releases grouped by handle. */
static void collect(ArcAnalyses *A, HoistPlan *plan) {
  ArcLoop *L = plan->L;
  for (size_t e = 0; e < ae_loop_exit_block_count(A, L); ++e)
    ae_ptr_map_put(&plan->exit_index, ae_loop_exit_block_at(A, L, e), (void *)(uintptr_t)(e + 1));
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
      LLVMValueRef root = ae_facts_phi_root(plan->facts, ae_facts_root(plan->facts, i));
      LLVMValueRef key = ae_handle_key(L, root, &reload);
      HoistHandle *h = find_or_add(plan, &by_key, &capacity, key, reload, call.profile);
      if (!h->reload)
        h->reload = reload;
      value_list_push(&h->ops, i);
    }
  }
  ae_ptr_map_free(&by_key);
  /* Handles decided in a nested loop already had their remark there; so had handles hoisted
   * lazily to a nested loop, whose retains and exit releases stay where that put them. */
  size_t kept = 0;
  for (size_t i = 0; i < plan->count; ++i) {
    bool own = false, lazy = false;
    for (size_t k = 0; k < plan->handles[i].ops.count; ++k) {
      own |= in_own_blocks(A, L, plan->handles[i].ops.items[k]);
      lazy |= ae_ptr_map_contains(&plan->memory->lazy, plan->handles[i].ops.items[k]);
    }
    if (own && !lazy)
      plan->handles[kept++] = plan->handles[i];
    else
      value_list_free(&plan->handles[i].ops);
  }
  plan->count = kept;
  for (size_t i = 0; i < plan->count; ++i)
    for (size_t k = 0; k < plan->handles[i].ops.count; ++k)
      ae_ptr_map_put(&plan->handle_of, plan->handles[i].ops.items[k], &plan->handles[i]);
  plan->refusals = malloc((plan->count ? plan->count : 1) * sizeof *plan->refusals);
  plan->exit_order = malloc((plan->count ? plan->count : 1) * sizeof *plan->exit_order);
  if (!plan->refusals || !plan->exit_order)
    abort();
}

/* ---- the rules, in order --------------------------------------------------------------------- */

/* Records DECISION for H when it is a refusal (the first one stands); returns whether it is. */
static bool refused(HoistPlan *plan, HoistHandle *h, ArcDecision decision) {
  if (decision.rule == AE_RULE_NONE)
    return false;
  if (!ae_handle_refused(h)) {
    assert(plan->refusal_count < plan->count && "each handle is refused at most once");
    h->decision = decision;
    plan->refusals[plan->refusal_count++] = (size_t)(h - plan->handles);
  }
  return true;
}

/* H1 depends on the loop alone (and on the handle's runtime's unwinding rules: Objective-C's
 * mark, status codes): asked once per loop and flavour. */
static ArcDecision loop_form(HoistPlan *plan, const HoistHandle *h) {
  unsigned flavour = h->runtime->ignores_unwinding_mark | h->runtime->status_codes << 1;
  if (!plan->form_known[flavour]) {
    plan->form[flavour] = ae_h1_loop_form(plan, h->runtime);
    plan->form_known[flavour] = true;
  }
  return plan->form[flavour];
}

/* H1-H5 on one handle: the first refusal decides. */
static void check_handle(ArcAnalyses *A, HoistPlan *plan, HoistHandle *h) {
  ArcDecision d = loop_form(plan, h);
  if (!d.rule)
    d = ae_h2_invariant(plan, h);
  if (!d.rule)
    d = ae_h3_balanced(A, plan, h);
  if (!d.rule)
    d = ae_h4_no_observer(A, plan, h);
  if (!d.rule && !h->carried) { /* a carried handle gets no new retain */
    d = ae_h5_every_entry(A, plan, h);
    /* The lazy hoist keeps every retain where it is: H5's question does not arise, and every
     * other rule, H2's writers and H8 included, still has to hold over the whole loop. */
    if (d.rule && ae_h5_lazy_placement(A, plan, h)) {
      h->lazy = true;
      d = (ArcDecision){0};
    }
  }
  refused(plan, h, d);
}

/* ---- the order of the exit releases ------------------------------------------------------ */

/* Each instruction of L's blocks -> its position in its block, + 1 (for "earlier in the block"). */
static void number_instructions(HoistPlan *plan, PtrMap *position) {
  for (size_t b = 0; b < ae_loop_block_count(plan->L); ++b) {
    size_t n = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(ae_loop_block_at(plan->L, b)); i;
         i = LLVMGetNextInstruction(i))
      ae_ptr_map_put(position, i, (void *)(uintptr_t)++n);
  }
}

/* R runs before S on every path through an iteration of L that runs both: one block, R first, or
 * no such path leads from S's block to R's (copies under NULL guards: neither block dominates
 * the other). */
static bool runs_before(ArcAnalyses *A, ArcLoop *L, const PtrMap *position, LLVMValueRef r,
                        LLVMValueRef s) {
  LLVMBasicBlockRef rb = LLVMGetInstructionParent(r), sb = LLVMGetInstructionParent(s);
  if (rb == sb)
    return (uintptr_t)ae_ptr_map_get(position, r) < (uintptr_t)ae_ptr_map_get(position, s);
  return !ae_reaches_within_iteration(A, L, sb, rb);
}

/* Every release of X runs before every release of Y. */
static bool releases_before(ArcAnalyses *A, const HoistPlan *plan, const PtrMap *position,
                            const HoistHandle *x, const HoistHandle *y) {
  for (size_t i = 0; i < x->ops.count; ++i) {
    if (!ae_call_is_release(ae_facts_call(plan->facts, x->ops.items[i]).kind))
      continue;
    for (size_t k = 0; k < y->ops.count; ++k)
      if (ae_call_is_release(ae_facts_call(plan->facts, y->ops.items[k]).kind) &&
          !runs_before(A, plan->L, position, x->ops.items[i], y->ops.items[k]))
        return false;
  }
  return true;
}

static LLVMValueRef first_release(const HoistPlan *plan, const HoistHandle *h) {
  for (size_t i = 0; i < h->ops.count; ++i)
    if (ae_call_is_release(ae_facts_call(plan->facts, h->ops.items[i]).kind))
      return h->ops.items[i];
  return NULL;
}

/* The rewrite puts the hoisted releases at each exit in the order of plan->exit_order, which is
 * the order of the handles' releases in the loop: a destructor that reads another hoisted object
 * then sees it alive or freed as in the source. Two handles whose releases have no one order on
 * every path (each released first on some path, or on exclusive paths) cannot keep it: the later
 * one is refused (H8). Returns whether it refused any. Carried handles insert no release. */
static bool order_exit_releases(ArcAnalyses *A, HoistPlan *plan) {
  PtrMap position = {0};
  number_instructions(plan, &position);
  bool refused_any = false;
  plan->exit_order_count = 0;
  for (size_t i = 0; i < plan->count; ++i) {
    HoistHandle *h = &plan->handles[i];
    if (ae_handle_refused(h) || h->carried)
      continue;
    /* Insertion sort: h goes after every handle whose releases run before its own. */
    size_t at = plan->exit_order_count;
    bool ordered = true;
    for (size_t k = 0; k < plan->exit_order_count && ordered; ++k) {
      const HoistHandle *o = &plan->handles[plan->exit_order[k]];
      if (releases_before(A, plan, &position, h, o)) {
        if (at == plan->exit_order_count)
          at = k;
      } else if (!releases_before(A, plan, &position, o, h) || at != plan->exit_order_count) {
        ordered = false;
        refused(plan, h,
                (ArcDecision){AE_RULE_H8, AE_H8_EXIT_ORDER, first_release(plan, o),
                              first_release(plan, h)});
      }
    }
    if (!ordered) {
      refused_any = true;
      continue;
    }
    for (size_t k = plan->exit_order_count; k > at; --k)
      plan->exit_order[k] = plan->exit_order[k - 1];
    plan->exit_order[at] = i;
    ++plan->exit_order_count;
  }
  ae_ptr_map_free(&position);
  return refused_any;
}

HoistPlan ae_plan_hoists(ArcAnalyses *A, const ArcFacts *facts, ArcLoop *L,
                         const HoistMemory *memory) {
  HoistPlan plan = {
      .L = L, .facts = facts, .memory = memory, .caches = calloc(1, sizeof(RuleCaches))};
  if (!plan.caches)
    abort();
  collect(A, &plan);
  for (size_t i = 0; i < plan.count; ++i)
    check_handle(A, &plan, &plan.handles[i]);

  /* H2's second half (nothing in L writes a reloaded handle's slot), H4 (a release of another
   * handle that stays in the loop may run a destructor that reads the count) and H8 (no read in
   * the exit window of a release that the hoisted exit release would move ahead of): a refused
   * handle's calls stay in the loop, its releases become writers and readers (their destructors
   * may run) and its calls reads for the others, so repeat until stable. */
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < plan.count; ++i) {
      HoistHandle *h = &plan.handles[i];
      if (!ae_handle_refused(h))
        changed |= refused(&plan, h, ae_h4_no_observer(A, &plan, h));
    }
    for (size_t i = 0; i < plan.count; ++i) {
      HoistHandle *h = &plan.handles[i];
      if (!ae_handle_refused(h) && h->reload)
        changed |= refused(&plan, h, ae_h2_slot_unwritten(A, &plan, h));
    }
    for (size_t i = 0; i < plan.count; ++i) {
      HoistHandle *h = &plan.handles[i];
      if (!ae_handle_refused(h))
        changed |= refused(&plan, h, ae_h8_exit_window(A, &plan, h));
    }
    if (!changed)
      changed = order_exit_releases(A, &plan);
  }
  return plan;
}
