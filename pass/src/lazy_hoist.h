/* Lazy hoisting: a pair the rewrite already moved into the preheader of a loop nested in L,
 * where L itself refuses it only because no retain runs on every entry to L (H5: an OpenMP
 * dispatch loop whose worker may get no chunk, an outer loop whose inner loop sits behind a
 * guard). The retain stays where it is, behind a flag: `if (!held) { retain(h); held = true; }`;
 * L's preheader clears the flag; the releases in L are deleted and every exit of L gets
 * `if (held) release(h)`. The object is retained only where the source retained it, once per
 * entry to L that reaches such a retain (docs/rules/lazy-hoisting.md).
 *
 * The flag and the retained handle live in two stack slots of the function's entry block; SROA,
 * which runs after the pass in every pipeline that has it, turns them into phis. The branches
 * are the pass's only change to the CFG, so they are made last (ae_lazy_apply), after every
 * question to LLVM's analyses: until then the flag's loads and stores, the calls and the
 * conditions are in place and only the blocks are missing. */
#ifndef ARCELIDE_LAZY_HOIST_H
#define ARCELIDE_LAZY_HOIST_H

#include "facts.h"
#include "llvm_bridge.h"
#include "plan.h"

#include <stdbool.h>
#include <stddef.h>

/* Instructions FIRST..LAST (one block, in order) that are to run only when COND holds. */
typedef struct LazyGuard {
  LLVMValueRef cond, first, last;
  const char *name; /* of the new block */
} LazyGuard;

typedef struct LazyGuards {
  LazyGuard *items;
  size_t count, capacity;
} LazyGuards;

/* Rewrites H (lazy, refused by no rule) for L as above, except the branches, which it adds to
 * GUARDS. Its calls join MEMORY's lazy calls, which the loops around L leave out. */
void ae_lazy_hoist_handle(ArcAnalyses *A, ArcFacts *facts, ArcLoop *L, HoistHandle *h,
                          HoistMemory *memory, LazyGuards *guards);

/* Makes the branches (the only CFG change of the pass; the analyses are stale afterwards).
 * Returns whether there were any. */
bool ae_lazy_apply(ArcAnalyses *A, LazyGuards *guards);
void ae_lazy_guards_free(LazyGuards *guards);

#endif
