/* H2 for reloaded handles: may anything in a loop write the slot a handle is reloaded from?
 *
 * LLVM's alias analysis answers for ordinary instructions, with three refinements (H2 in
 * docs/hoisting.md): a retain writes only its object's header, never a slot; a release that is the
 * release half of a pair being hoisted can never be the last one, so runs no destructor and
 * writes nothing; and an OpenMP capture slot that only the body's loads can reach is written by
 * nothing (omp_capture.h). */
#ifndef ARCELIDE_SLOT_CLOBBER_H
#define ARCELIDE_SLOT_CLOBBER_H

#include "facts.h"
#include "llvm_bridge.h"

#include <stdbool.h>

/* Answers whether a release call is the release half of a pair that is being hoisted. */
typedef bool (*ArcPairedReleaseFn)(LLVMValueRef release, void *context);

/* The first instruction in L that may write the memory LOAD reads, or NULL when none may. */
LLVMValueRef ae_find_slot_writer(ArcAnalyses *A, ArcLoop *L, LLVMValueRef load,
                                 const ArcFacts *facts, ArcPairedReleaseFn is_paired,
                                 void *context);

#endif
