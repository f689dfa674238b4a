/* Hoisting retain/release pairs out of one loop: which handles qualify (rules H1-H5, written up
 * with their soundness arguments in docs/hoisting.md; analysed in loop_hoist.c) and the rewrite
 * (hoist_rewrite.c). */
#ifndef ARCELIDE_LOOP_HOIST_H
#define ARCELIDE_LOOP_HOIST_H

#include "llvm_bridge.h"
#include "profile.h"
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
  bool refused;                 /* a rule stopped it (and a missed remark said which) */
} HoistHandle;

typedef struct HoistPlan {
  HoistHandle *handles;
  size_t count;
} HoistPlan;

/* Groups the loop's retains and releases by handle and checks H1-H5 for each. Handles that
 * fail are marked refused, with a missed remark. Handles whose calls all sit in loops nested in
 * L were already decided there and are left out. */
HoistPlan ae_plan_hoists(ArcAnalyses *A, ArcLoop *L, const ArcProfile *profile);
void ae_free_plan(HoistPlan *plan);

/* Moves one handle's refcounting out of L: one retain in the preheader, one release at the
 * start of every exit block that has none of its own; the calls inside L are deleted (a retain's
 * result becomes its argument). Emits the passed remark. */
void ae_hoist_handle(ArcAnalyses *A, ArcLoop *L, HoistHandle *handle, const ArcProfile *profile);

/* The value a handle has in the loop: the RC root, or its reload. */
static inline LLVMValueRef ae_handle_value(const HoistHandle *h) {
  return h->reload ? h->reload : h->key;
}

#endif
