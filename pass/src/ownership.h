/* Whether the code after a loop proves a handle's object alive across the whole loop: every exit
 * of the loop reaches, on every path, a use that needs the object alive (a retain, a release, a
 * load or a store of it) before anything that may not return. A correct program touches an
 * object only while it lives and no count comes back from zero, so the object lives through every
 * iteration that leaves the loop normally. The premise of row OWNED_ACROSS_LOOP; effects.c applies
 * the row (with the destructor's and the nested loops' parts of the premise), H8 asks it there.
 * The argument and its traps: docs/rules/h8-exit-window.md, "Objects the function keeps alive". */
#ifndef ARCELIDE_OWNERSHIP_H
#define ARCELIDE_OWNERSHIP_H

#include "llvm_bridge.h"
#include "plan.h"

#include <stdbool.h>

/* Every exit of PLAN's loop reaches a use of OBJECT (an RC root) that needs it alive, on every
 * path, with no cycle and no instruction that may not return (the effects model's answer) before
 * it. Bounded: a search that would visit more than a few hundred blocks answers false. */
bool ae_exits_reach_use_of(ArcAnalyses *A, const HoistPlan *plan, LLVMValueRef object);

/* Every loop nested in PLAN's loop has a computable trip count (so it ends). */
bool ae_nested_loops_end(ArcAnalyses *A, const HoistPlan *plan);

#endif
