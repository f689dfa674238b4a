/* A loop's plan, the data every hoisting rule reads and the planner writes: the loop's handles
 * (each retain and release of one object in it), their decisions, the answers the rules share,
 * and what the rewrites of nested loops left (HoistMemory); and the queries on it. The planner
 * (loop_hoist.h) builds and decides it, the rules (hoist_rules.h) and the effects model
 * (effects.h) read it, the rewrite (hoist_rewrite.h) carries it out. */
#ifndef ARCELIDE_PLAN_H
#define ARCELIDE_PLAN_H

#include "decision.h"
#include "facts.h"
#include "llvm_bridge.h"
#include "profile.h"
#include "ptr_map.h"
#include "value_list.h"

#include <stdbool.h>
#include <stdint.h>

/* What happens to the hoisted reference at one exit of the loop (H3 decides it per exit). */
typedef enum ArcExitDisposition {
  AE_EXIT_GETS_RELEASE, /* the loop leaves with nothing outstanding: the rewrite inserts the
                           hoisted release */
  AE_EXIT_OWN_RELEASE,  /* the loop leaves with the retain outstanding and the exit releases the
                           handle itself: that release stays and releases the hoisted reference */
  AE_EXIT_HANDED_OVER,  /* the loop leaves with the retain outstanding and no release: the code
                           after it takes the reference, as in the source (H3 "hand-over") */
  AE_EXIT_UNWINDING,    /* reached only by unwinding with the retain outstanding: its cleanup does
                           with the reference what the source did (unwinding.h) */
  AE_EXIT_NEVER_RETURNS /* never passes control on (std::terminate's pad): a way out like a call
                           that never returns; nothing is inserted */
} ArcExitDisposition;

/* One handle refcounted in a loop: every retain and release in the loop whose RC identity is
 * the same object. */
typedef struct HoistHandle {
  LLVMValueRef key;    /* the RC root, or for a reloaded handle the slot it is loaded from */
  LLVMValueRef reload; /* for a reloaded handle: one of its loads inside the loop, else NULL */
  const ArcProfile *runtime;   /* the runtime whose calls these are: two runtimes' calls on one
                                  object are two handles, never one pair */
  ValueList ops;               /* the retains and releases, in block order */
  ArcExitDisposition *exits;   /* per exit block of L (ae_plan_exit_index, the same order as
                                  ae_loop_exit_block_at), what the rewrite does there (H3); NULL:
                                  every exit gets the release */
  ValueList own_exit_releases; /* the releases the AE_EXIT_OWN_RELEASE exits keep */
  ArcDecision decision;        /* the refusal (rule AE_RULE_NONE while none refused it) */
  bool lazy; /* H5 refused it, but every retain is one the rewrite placed in the preheader of a
                loop nested in L: hoisted lazily (lazy_hoist.h), the retains stay behind a flag */
  uint16_t *held_at_entry; /* H3: per block of L (ae_plan_block_index), the numbers of retains
                              not yet released on the paths that reach its entry (h3_balance.c);
                              NULL unless H3's plain form passed */
  bool carried;         /* H3's rotated form: the loop is entered holding a reference that it passes
                           across its back edge; the rewrite deletes the calls and inserts none */
  size_t next_with_key; /* while grouping: the next handle with the same key, + 1 */
} HoistHandle;

/* Answers the rules compute once per loop, on first use, and share between its handles (they
 * do not depend on the handle): a loop with N handles then costs time linear in its size. */
typedef struct RuleCaches {
  bool observer_calls_known;
  ValueList observer_calls[2]; /* H4: calls (and, in [1], loads) in L that may read a count, in
                                  block order: [0] for every runtime, [1] for runtimes whose
                                  counts opaque calls and loads read */
  PtrMap every_entry;          /* H5: a retain -> whether it runs on every entry (1 no, 2 yes, 3
                                  yes where its handle is not NULL: h5_every_entry.c) */
  bool *may_not_return;        /* H8: per block of L, a call in it may not return (NULL: not yet
                                  asked); valid while refusal_count is ... */
  size_t may_not_return_stamp; /* ... this, minus 1 (a refused handle's releases stay) */
  PtrMap next_kept;            /* H8: an instruction -> the first at or after it in its block that
                                  the rewrite keeps; valid while refusal_count is ... */
  size_t next_kept_stamp;      /* ... this, minus 1 (refusals only ever add kept calls) */
  PtrMap outlives_loop;        /* H8: a handle -> whether code after L keeps its object alive
                                  (1 no, 2 yes: ae_fx_handle_outlives_loop) */
} RuleCaches;

/* What the rewrites of one function's loops leave for the loops around them. */
typedef struct HoistMemory {
  PtrMap placed; /* the retains the rewrite put in a preheader (ae_hoist_handle) */
  PtrMap lazy;   /* the calls of handles hoisted lazily: decided, the loops around leave them out */
  PtrMap exit_cursor;   /* while one loop is rewritten: an exit block -> the last call the rewrite
                           put there; the next handle's release goes after it */
  bool copies_may_nest; /* arc-elide<delete-pairs>: H3 lets copies of a handle nest for every
                           runtime, not only for those whose pairs are elidable */
  bool destructors_return; /* arc-elide<destructors-return>: the user's promise that every
                              destructor returns (row DESTRUCTORS_RETURN) */
} HoistMemory;

/* One loop's plan: its facts, its handles and the rules' decisions. */
typedef struct HoistPlan {
  ArcLoop *L;
  const ArcFacts *facts;     /* the function's */
  const HoistMemory *memory; /* what the loops nested in L left */
  PtrMap block_index;        /* each block of L -> its position in L's block list, + 1 */
  PtrMap exit_index;         /* each exit block of L -> its position in L's exit list, + 1 */
  ArcDecision form[4]; /* H1 per unwinding flavour: Objective-C's mark (1), status codes (2) */
  bool form_known[4];
  HoistHandle *handles;
  size_t count;
  PtrMap handle_of; /* each retain and release of a handle -> the handle */
  size_t *refusals; /* handles in the order the rules refused them (the remarks' order) */
  size_t refusal_count;
  size_t *exit_order; /* the handles to hoist (not carried), in the order their releases run in
                         the loop: the order of their releases at each exit */
  size_t exit_order_count;
  RuleCaches *caches; /* filled by the rules as they ask (the plan itself is theirs to read) */
} HoistPlan;

void ae_free_plan(HoistPlan *plan);

/* The value a handle has in the loop: the RC root, or its reload. */
static inline LLVMValueRef ae_handle_value(const HoistHandle *h) {
  return h->reload ? h->reload : h->key;
}

/* What the rewrite does with H at the exit of L with index E (ae_plan_exit_index). */
static inline ArcExitDisposition ae_exit_disposition(const HoistHandle *h, size_t e) {
  return h->exits ? h->exits[e] : AE_EXIT_GETS_RELEASE;
}

static inline bool ae_handle_refused(const HoistHandle *h) {
  return h->decision.rule != AE_RULE_NONE;
}

/* BB's position in L's block list (BB must be a block of L), and EXIT's in L's exit blocks. */
size_t ae_plan_block_index(const HoistPlan *plan, LLVMBasicBlockRef bb);
size_t ae_plan_exit_index(const HoistPlan *plan, LLVMBasicBlockRef exit);

/* The key of a handle whose RC root is ROOT: the root itself, or for a root loaded inside L the
 * address it is loaded from, the load in *RELOAD (else NULL): all its loads read one slot, and
 * H2 decides whether that address is defined outside L and the loads read one value. */
LLVMValueRef ae_handle_key(ArcLoop *L, LLVMValueRef root, LLVMValueRef *reload);

/* The handle whose retain or release INST is, or NULL. */
const HoistHandle *ae_plan_handle_of(const HoistPlan *plan, LLVMValueRef inst);

/* INST is a retain or release of a handle no rule has refused (yet): the rewrite deletes it, so
 * it writes no slot and reads nothing (H2's paired releases, H8). A lazy handle's retains stay
 * (behind its flag): they are not deleted. */
bool ae_plan_deletes(const HoistPlan *plan, LLVMValueRef inst);

/* The first retain among H's calls (or its first call when it has none: a lone release). */
LLVMValueRef ae_handle_first_retain(const HoistPlan *plan, const HoistHandle *h);

#endif
