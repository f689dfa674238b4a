/* H7, termination: deleting refcount calls from a loop (hoisting, H6) must not make an endless
 * loop end. A loop that may be assumed to progress (a `mustprogress` function, or
 * llvm.loop.mustprogress) and has no side effect may be deleted by LLVM; the source loop had the
 * refcount calls, which are atomic operations, so it could not be. For every loop that loses
 * calls (and every loop around it), the pass asks ScalarEvolution before the removal whether the
 * loop's trip count is computable, and after all removals puts an llvm.sideeffect call in the
 * header of each such loop that is left with no side effect and no computable trip count (the
 * argument for this choice is in docs/rules/h7-termination.md). The question is only asked where
 * the answer can matter: in a loop that may be assumed to progress and whose side effects are
 * all retains and releases (anything else the pass never deletes, and it keeps the loop alive on
 * its own). The same holds one call away: a function whose only side effects were the deleted
 * calls would let LLVM infer it `memory(none) willreturn` and delete a caller's loop around it
 * (under LTO, across files), so such a function gets an llvm.sideeffect in its entry block. */
#ifndef ARCELIDE_H7_TERMINATION_H
#define ARCELIDE_H7_TERMINATION_H

#include "facts.h"
#include "llvm_bridge.h"
#include "ptr_map.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct ArcTermination {
  ArcLoop **loops; /* loops that lost (or are about to lose) calls, each once */
  bool *bounded;   /* ScalarEvolution computed a trip count for it before the removal (false
                      where the question was not asked: the answer cannot matter) */
  size_t count, capacity;
  PtrMap position;  /* each loop -> its position in LOOPS, + 1 */
  bool removed_any; /* calls were deleted from the function (in a loop or not) */
} ArcTermination;

/* To be called before calls are deleted from L (NULL: outside every loop): records L and the
 * loops around it, asking ScalarEvolution while the calls are still there (it assumes that a
 * mustprogress loop without side effects is finite, which is the assumption at stake), and that
 * the function lost calls. */
void ae_termination_before_removal(ArcTermination *T, ArcAnalyses *A, const ArcFacts *facts,
                                   ArcLoop *L);

/* After all removals: inserts llvm.sideeffect where needed (loops of FN, and FN itself); true
 * when it inserted one. */
bool ae_termination_keep_alive(ArcTermination *T, ArcAnalyses *A, LLVMValueRef fn);

void ae_termination_free(ArcTermination *T);

#endif
