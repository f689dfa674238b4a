/* The hoisting rewrite (hoist_rewrite.c): one retain in the preheader, one release at each exit
 * that keeps none of its own, in the order the loop releases the handles, the loop's calls
 * deleted; and the call-insertion helpers the lazy hoist shares. */
#ifndef ARCELIDE_HOIST_REWRITE_H
#define ARCELIDE_HOIST_REWRITE_H

#include "plan.h"

/* Moves one handle that no rule refused out of L: one retain in the preheader, one release at
 * the start of every exit block that has none of its own; the calls inside L are deleted (a
 * retain's result becomes its argument). The facts follow every change; the new retain is
 * recorded in MEMORY's placed retains, the deleted calls leave it. */
void ae_hoist_handle(ArcAnalyses *A, ArcFacts *facts, ArcLoop *L, HoistHandle *handle,
                     HoistMemory *memory);

/* A call like TEMPLATE_CALL (same callee, type, attributes, calling convention and debug
 * location) on VALUE, before BEFORE; and the first place in BB after its phis (and its
 * landingpad, in a landing pad). */
LLVMValueRef ae_insert_call_like(LLVMValueRef template_call, LLVMValueRef value,
                                 LLVMValueRef before);
LLVMValueRef ae_first_insertion_point(LLVMBasicBlockRef bb);
/* Where the next hoisted release goes in EXIT: after the calls the rewrite of this loop already
 * put there (MEMORY's exit cursor), else at the first insertion point. */
LLVMValueRef ae_exit_insertion_point(const HoistMemory *memory, LLVMBasicBlockRef exit);

#endif
