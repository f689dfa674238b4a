/* H8, the exit window: hoisting moves a handle's last in-loop release to the loop's exits. In
 * the source, whatever the iteration that leaves the loop does after that release sees the
 * effects of a destructor the release may run; after hoisting, the destructor runs at the exit,
 * after that code. So the pass refuses when code in the window may read memory the release may
 * write (the argument is in docs/hoisting-soundness.md).
 *
 * The window of a release is every instruction on a path from it to an edge that leaves the loop
 * for an exit block that receives the hoisted release, crossing no retain of the handle (code
 * in the header or latch on such a path counts: it is part of the iteration that leaves). */
#ifndef ARCELIDE_EXIT_WINDOW_H
#define ARCELIDE_EXIT_WINDOW_H

#include "llvm_bridge.h"
#include "loop_hoist.h"
#include "profile.h"

#include <stdbool.h>

/* The first instruction in the exit window of one of H's releases in PLAN's loop that may read
 * memory that release may write, or NULL when there is none; the release in *RELEASE. Calls the
 * rewrite deletes (ae_plan_deletes) run nothing after hoisting and are no reads. */
LLVMValueRef ae_exit_window_read(ArcAnalyses *A, const HoistPlan *plan, const HoistHandle *h,
                                 LLVMValueRef *release);

#endif
