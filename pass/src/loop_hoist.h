/* Hoisting retain/release pairs out of one loop: the planner (loop_hoist.c) gathers the loop's
 * facts and handles and runs the rules H1-H5 and H8 on each handle, one file per rule
 * (hoist_rules.h; the rules and their soundness arguments: docs/hoisting.md and
 * docs/hoisting-soundness.md); the rewrite (hoist_rewrite.c) moves the handles no rule refused. */
#ifndef ARCELIDE_LOOP_HOIST_H
#define ARCELIDE_LOOP_HOIST_H

#include "decision.h"
#include "facts.h"
#include "llvm_bridge.h"
#include "profile.h"
#include "ptr_map.h"
#include "value_list.h"

#include <stdbool.h>

/* One handle refcounted in a loop: every retain and release in the loop whose RC identity is
 * the same object. */
typedef struct HoistHandle {
  LLVMValueRef key;    /* the RC root, or for a reloaded handle the slot it is loaded from */
  LLVMValueRef reload; /* for a reloaded handle: one of its loads inside the loop, else NULL */
  const ArcProfile *runtime;    /* the runtime whose calls these are: two runtimes' calls on one
                                   object are two handles, never one pair */
  ValueList ops;                /* the retains and releases, in block order */
  ValueList kept_exit_releases; /* releases at the start of exit blocks that the loop leaves
                                   with the retain outstanding: they stay as the exit's release */
  ArcDecision decision;         /* the refusal (rule AE_RULE_NONE while none refused it) */
  bool carried;         /* H3's rotated form: the loop is entered holding a reference that it passes
                           across its back edge; the rewrite deletes the calls and inserts none */
  size_t next_with_key; /* while grouping: the next handle with the same key, + 1 */
} HoistHandle;

/* One loop's plan: its facts, its handles and the rules' decisions. */
typedef struct HoistPlan {
  ArcLoop *L;
  const ArcFacts *facts; /* the function's */
  PtrMap block_index;    /* each block of L -> its position in L's block list, + 1 */
  PtrMap exit_index;     /* each exit block of L -> its position in L's exit list, + 1 */
  ArcDecision form[2];   /* H1 for handles without and with Objective-C unwinding */
  bool form_known[2];
  HoistHandle *handles;
  size_t count;
  PtrMap handle_of; /* each retain and release of a handle -> the handle */
  size_t *refusals; /* handles in the order the rules refused them (the remarks' order) */
  size_t refusal_count;
} HoistPlan;

/* Groups the loop's retains and releases by handle and runs H1-H5 and H8 on each. Handles a
 * rule refuses carry its decision (rendered by remarks.c). Handles whose calls all sit in loops
 * nested in L were already decided there and are left out. */
HoistPlan ae_plan_hoists(ArcAnalyses *A, const ArcFacts *facts, ArcLoop *L);
void ae_free_plan(HoistPlan *plan);

/* Moves one handle that no rule refused out of L: one retain in the preheader, one release at
 * the start of every exit block that has none of its own; the calls inside L are deleted (a
 * retain's result becomes its argument). The facts follow every change. */
void ae_hoist_handle(ArcAnalyses *A, ArcFacts *facts, ArcLoop *L, HoistHandle *handle);

/* The value a handle has in the loop: the RC root, or its reload. */
static inline LLVMValueRef ae_handle_value(const HoistHandle *h) {
  return h->reload ? h->reload : h->key;
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
 * it writes no slot and reads nothing (H2's paired releases, H8). */
bool ae_plan_deletes(const HoistPlan *plan, LLVMValueRef inst);

/* The first retain among H's calls (or its first call when it has none: a lone release). */
LLVMValueRef ae_handle_first_retain(const HoistPlan *plan, const HoistHandle *h);

#endif
