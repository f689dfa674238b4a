/* A compare-exchange whose failure ordering is stronger than its success ordering (relaxed on
 * success, acquire on failure: legal since C++17) synchronises when it fails, but LLVM's alias
 * analysis looks at the success ordering only, so LICM may hoist a plain load of memory another
 * thread hands over across it. The refcount calls in a loop, opaque to LLVM, used to stop that;
 * once the pass removes them, the later passes would hoist the load. So in a function the pass
 * changed, every such compare-exchange gets a success ordering at least as strong as its failure
 * ordering: a strengthening, which every execution of the original allows
 * (docs/exemptions.md, "What the model still assumes"). */
#ifndef ARCELIDE_CMPXCHG_ORDERINGS_H
#define ARCELIDE_CMPXCHG_ORDERINGS_H

#include <llvm-c/Core.h>
#include <stdbool.h>

/* Raises the success ordering of every compare-exchange in FN whose failure ordering is stronger;
 * returns whether it changed one. */
bool ae_strengthen_cmpxchg_success_orderings(LLVMValueRef fn);

#endif
