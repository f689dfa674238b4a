/* Whether the code after a loop proves a handle's object alive across the whole loop: every exit
 * of the loop reaches, on every path, a use that needs the object alive (a retain, a release, a
 * load or a store of it) before anything that may not return. A correct program touches an
 * object only while it lives and no count comes back from zero, so the object lives through every
 * iteration that leaves the loop normally. For an OpenMP parallel-region body, the path goes on
 * after the body returns, in the forking function after __kmpc_fork_call. These are the
 * structural parts of the premise of row OWNED_ACROSS_LOOP; effects.c applies the row (with the
 * destructor's part), H8 asks it there. The argument and its traps: docs/rules/h8-exit-window.md,
 * "Objects the function keeps alive". */
#ifndef ARCELIDE_OWNERSHIP_H
#define ARCELIDE_OWNERSHIP_H

#include "llvm_bridge.h"
#include "plan.h"
#include "value_list.h"

#include <stdbool.h>

/* Every exit of PLAN's loop reaches a use of OBJECT (an RC root) that needs it alive, on every
 * path, with no cycle and no instruction that may not return (the effects model's answer) before
 * it. Bounded: a search that would visit more than a few hundred blocks answers false. */
bool ae_exits_reach_use_of(ArcAnalyses *A, const HoistPlan *plan, LLVMValueRef object);

/* The same for a handle loaded in an OpenMP parallel-region body from SLOT, one of the body's
 * capture parameters: from every exit of PLAN's loop, every path reaches a use of the object
 * loaded from SLOT, or returns from the body; and at every fork call that starts the body, the
 * variable passed to SLOT holds one value all its life (omp_capture.h), and every path from the
 * fork call's return reaches a use of that value. The values, one per fork call, are appended to
 * CAPTURED (their destructors are the caller's to check). */
bool ae_outlined_exits_reach_use(ArcAnalyses *A, const HoistPlan *plan, LLVMValueRef slot,
                                 ValueList *captured);

/* In a parallel-region body, no thread of the team can stay outside PLAN's loop for ever: every
 * instruction of the body outside the loop returns (the effects model's answer), and its blocks
 * outside the loop are in no loop but those that contain it. */
bool ae_body_leaves_no_thread_outside(ArcAnalyses *A, const HoistPlan *plan);

/* In a parallel-region body, no instruction may queue an explicit task for H's loop (the
 * effects model's answer, ae_fx_may_queue_task): the barriers, reductions and the join at the
 * region's end run the team's queued tasks, so they return only if those tasks do, and a task is
 * user code that may call exit(). */
bool ae_body_queues_no_task(const HoistPlan *plan, const HoistHandle *h);

/* Every cycle in PLAN's loop goes through the header of a loop LoopInfo knows (its own or a
 * nested one): no irreducible cycle, which no trip count can bound. */
bool ae_loop_cycles_are_loops(ArcAnalyses *A, const HoistPlan *plan);

/* Every loop nested in PLAN's loop has a computable trip count (so it ends). */
bool ae_nested_loops_end(ArcAnalyses *A, const HoistPlan *plan);

#endif
