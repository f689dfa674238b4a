/* The narrow C interface to what LLVM computes and its C API cannot reach: loops, dominators,
 * must-execute, alias analysis, debug-info variable names and optimization remarks.
 *
 * Implemented by the C++ shim (pass/shim/analyses.cpp). Every query is answered by an LLVM
 * analysis; nothing here re-implements one. An ArcAnalyses lives for one run of the pass on one
 * function. The pass inserts and deletes calls and never edits the CFG until its very last step
 * (the lazy hoist's branches, ae_put_under_condition), so loop info and dominators stay valid
 * for every question it asks; alias queries are answered fresh each time. */
#ifndef ARCELIDE_LLVM_BRIDGE_H
#define ARCELIDE_LLVM_BRIDGE_H

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ArcAnalyses ArcAnalyses; /* one function's analyses */
typedef struct ArcLoop ArcLoop;         /* an llvm::Loop */

/* Loops of the function, every loop after all loops nested in it (innermost first). */
size_t ae_loop_count(ArcAnalyses *A);
ArcLoop *ae_loop_at(ArcAnalyses *A, size_t index);

ArcLoop *ae_loop_parent(ArcLoop *L);
LLVMBasicBlockRef ae_loop_header(ArcLoop *L);
LLVMBasicBlockRef ae_loop_preheader(ArcLoop *L); /* NULL when the loop has none */
bool ae_loop_has_dedicated_exits(ArcLoop *L);
bool ae_loop_contains_block(ArcLoop *L, LLVMBasicBlockRef BB);
/* The innermost loop containing BB, NULL outside every loop. */
ArcLoop *ae_loop_for_block(ArcAnalyses *A, LLVMBasicBlockRef BB);
size_t ae_loop_block_count(ArcLoop *L);
LLVMBasicBlockRef ae_loop_block_at(ArcLoop *L, size_t index);
/* Blocks outside L with a predecessor inside L (each listed once). */
size_t ae_loop_exit_block_count(ArcAnalyses *A, ArcLoop *L);
LLVMBasicBlockRef ae_loop_exit_block_at(ArcAnalyses *A, ArcLoop *L, size_t index);
/* Where the loop starts in the source (its llvm.loop location, else its header's): the line,
 * 0 when unknown, with the file name in *file (not NUL-terminated, *file_length bytes). */
unsigned ae_loop_start_line(ArcLoop *L, const char **file, unsigned *file_length);
/* Defined outside L (constants and arguments included). */
bool ae_loop_is_invariant(ArcLoop *L, LLVMValueRef V);

/* Must-execute: Inst (inside L) runs whenever L is entered (ICFLoopSafetyInfo). */
bool ae_guaranteed_to_execute(ArcAnalyses *A, ArcLoop *L, LLVMValueRef Inst);
/* Inst always passes control to the next instruction (no unwind, exit or endless wait). */
bool ae_transfers_execution(LLVMValueRef Inst);
/* Dominator tree: does block Dom dominate block BB? */
bool ae_block_dominates(ArcAnalyses *A, LLVMBasicBlockRef Dom, LLVMBasicBlockRef BB);
/* Within one iteration of L (a path that does not pass L's header again), FROM may be followed by
 * TO (isPotentiallyReachable with the header excluded); FROM and TO are distinct blocks of L. */
bool ae_reaches_within_iteration(ArcAnalyses *A, ArcLoop *L, LLVMBasicBlockRef From,
                                 LLVMBasicBlockRef To);

/* Alias analysis (the function's AA pipeline, with GlobalsAA when the pipeline has cached it):
 * may Inst write the memory that Load reads? */
bool ae_may_write_location_of(ArcAnalyses *A, LLVMValueRef Inst, LLVMValueRef Load);
/* May Inst read the SIZE bytes at P (an object's first bytes, up to the end of its count word)? */
bool ae_may_read_bytes_at(ArcAnalyses *A, LLVMValueRef Inst, LLVMValueRef P, unsigned Size);
/* The base of the pointer PTR and the constant byte offset from it
 * (GetPointerBaseWithConstantOffset: through GEPs with constant indices and casts); PTR itself,
 * offset 0, when there is none. */
LLVMValueRef ae_pointer_base(LLVMValueRef Ptr, int64_t *Offset);
/* The bytes the load LOAD reads (its type's store size); 0 for a scalable vector. */
unsigned ae_load_size(LLVMValueRef Load);
/* May Inst write (WritesOnly), or read or write, memory anywhere around P: at any offset before
 * or after it, so the object's header and count too (MemoryLocation::getBeforeOrAfter)? */
bool ae_may_access_around(ArcAnalyses *A, LLVMValueRef Inst, LLVMValueRef P, bool WritesOnly);
/* May the two pointers refer to overlapping memory? True when either is not a pointer (an integer
 * holding an object's bits may be any object). */
bool ae_may_alias(ArcAnalyses *A, LLVMValueRef P, LLVMValueRef Q);
/* Instruction::mayWriteToMemory: stores, calls that may write, fences, atomicrmw, cmpxchg, and
 * loads stronger than unordered (LLVM models an acquire as a write: it may make other threads'
 * writes visible). */
bool ae_may_write_memory(LLVMValueRef Inst);
/* Instruction::mayHaveSideEffects: may write memory, unwind, or not return (what loop deletion
 * asks of every instruction of a loop it deletes). */
bool ae_may_have_side_effects(LLVMValueRef Inst);
/* May Inst (a load, a call, or any other instruction that reads memory) read memory that the
 * call Call may write (AAResults::getModRefInfo)? False when Inst reads no memory. */
bool ae_may_read_what_call_writes(ArcAnalyses *A, LLVMValueRef Inst, LLVMValueRef Call);

/* Termination (ScalarEvolution and LoopUtils): does ScalarEvolution bound the number of times
 * L's back edge is taken (getSymbolicMaxBackedgeTakenCount is computable)? And may LLVM assume
 * that L terminates or has a side effect (a `mustprogress` function, or llvm.loop.mustprogress)? */
bool ae_loop_trip_count_computable(ArcAnalyses *A, ArcLoop *L);
bool ae_loop_must_progress(ArcLoop *L);

/* Call-site facts LLVM's attributes state (on the call or its callee), for escape analysis:
 * the call does not capture its argument ARG (LLVM 19 `nocapture`, LLVM 22 `captures(none)`;
 * CallBase::doesNotCapture); and the call does not synchronise with other threads (`nosync`, or
 * a non-volatile memory intrinsic, which LLVM's own nosync inference treats the same way). */
bool ae_call_arg_not_captured(LLVMValueRef Call, unsigned Arg);
bool ae_call_is_nosync(LLVMValueRef Call);

/* The `noalias` or `byval` argument P is based on (getUnderlyingObject), or NULL. LLVM's noalias
 * contract forbids every modification, by any means, through a pointer not based on the argument
 * while the function runs, another thread's included; a byval argument is the function's own
 * copy. Either holds for other threads only while the function does not capture the address. */
LLVMValueRef ae_private_argument_of(LLVMValueRef P);
/* The local variable (alloca) P points into (getUnderlyingObject), or NULL. Another thread can
 * reach it only through an address the function captures. */
LLVMValueRef ae_local_variable_of(LLVMValueRef P);
/* The store whose value LOAD reads: MemorySSA says the last write of what it reads is one store
 * that writes exactly those bytes (must-alias, same type, neither volatile nor atomic); else
 * NULL. Asked before the pass changes the function. */
LLVMValueRef ae_store_read_by(ArcAnalyses *A, LLVMValueRef Load);
/* The function may capture the pointer V (PointerMayBeCaptured: stores of it, calls that may
 * keep it, returns included). */
bool ae_may_be_captured(LLVMValueRef V);
/* Instruction::mayThrow: INST may unwind (a call or invoke that is not nounwind, intrinsics
 * included, a resume). */
bool ae_may_throw(LLVMValueRef Inst);

/* The source-level name of V from debug info (a variable described by V, or a variable that
 * lives in the memory V points to, or a global's name); NULL when there is none. */
const char *ae_source_name(ArcAnalyses *A, LLVMValueRef V);

/* The one CFG edit (lazy_hoist.h), made after the last analysis question: splits the block of
 * First..Last (in order, one block) so that they run only when the i1 Cond holds
 * (SplitBlockAndInsertIfThen; the new block is called Name, the rest of the old one Name.done).
 * Afterwards the analyses no longer describe the function, and the
 * pass entry reports them not preserved. */
void ae_put_under_condition(ArcAnalyses *A, LLVMValueRef Cond, LLVMValueRef First,
                            LLVMValueRef Last, const char *Name);

/* After the last analysis question (inlined_counts.h, lowering): splits INST's block before INST
 * (BasicBlock::splitBasicBlock: the old block ends in a branch to the new one, which INST
 * begins) and returns the new block. Afterwards the analyses no longer describe the function. */
LLVMBasicBlockRef ae_split_block_before(ArcAnalyses *A, LLVMValueRef Inst);

/* Before any analysis is asked for (unwinding.h): the invoke becomes a call of the same callee
 * followed by a branch to its normal destination, and its unwind destination loses it as a
 * predecessor (llvm::changeToCall). */
void ae_invoke_to_call(LLVMValueRef Invoke);

/* Optimization remarks under the pass name "arc-elide". Inst gives the location (may be NULL:
 * the function's). Name is the remark's identifier (e.g. "Hoisted"), Message its text. */
typedef enum { ARC_REMARK_PASSED, ARC_REMARK_MISSED, ARC_REMARK_ANALYSIS } ArcRemarkKind;
bool ae_remarks_enabled(ArcAnalyses *A);
void ae_emit_remark(ArcAnalyses *A, ArcRemarkKind Kind, const char *Name, LLVMValueRef Inst,
                    const char *Message);
/* The same remark built from arguments, as LLVM's remarks are meant to be: its message is their
 * values one after the other; a keyed argument (Key not NULL: "Handle", "Loop", "Rule", ...)
 * also appears under its key in -fsave-optimization-record's file, with the source location of
 * At when At is an instruction with one. Plain text has Key NULL (key "String" in the file). */
typedef struct ArcRemarkArg {
  const char *Key;
  const char *Value;
  LLVMValueRef At;
} ArcRemarkArg;
void ae_emit_remark_args(ArcAnalyses *A, ArcRemarkKind Kind, const char *Name, LLVMValueRef Inst,
                         const ArcRemarkArg *Args, size_t Count);

/* A diagnostic about the module rather than one function's analysis (custom_runtime_check.h), at
 * the instruction Inst: a warning (DiagnosticInfoOptimizationFailure: shown by default, in
 * remark files as a Failure of pass arc-elide) or an analysis remark. */
typedef enum { ARC_DIAGNOSTIC_WARNING, ARC_DIAGNOSTIC_ANALYSIS } ArcDiagnosticKind;
void ae_emit_module_diagnostic(ArcDiagnosticKind Kind, const char *Name, LLVMValueRef Inst,
                               const char *Message);

#ifdef __cplusplus
}
#endif

#endif
