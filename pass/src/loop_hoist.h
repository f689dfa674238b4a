/* Hoisting retain/release pairs out of one loop: the planner (loop_hoist.c) gathers the loop's
 * facts and handles into its plan (plan.h) and runs the rules on each handle, one file per rule
 * (hoist_rules.h; the rules and their arguments: docs/rules/); the rewrite (hoist_rewrite.h) moves
 * the handles no rule refused. */
#ifndef ARCELIDE_LOOP_HOIST_H
#define ARCELIDE_LOOP_HOIST_H

#include "plan.h"

/* Groups the loop's retains and releases by handle and runs H1-H5 and H8 on each. Handles a
 * rule refuses carry its decision (rendered by remarks.c). Handles whose calls all sit in loops
 * nested in L were already decided there and are left out. */
HoistPlan ae_plan_hoists(ArcAnalyses *A, const ArcFacts *facts, ArcLoop *L,
                         const HoistMemory *memory);

#endif
