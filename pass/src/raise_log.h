/* The edits a raise makes to a function (inlined_counts.h), written down so that they can be
 * undone exactly or made final. A raise takes instructions out of the function, replaces
 * conditional branches by unconditional ones, and gives operands that would refer across the cut
 * a poison value; undoing puts every instruction back where it stood (name, debug location),
 * every operand back, and every branch back (condition, successors, !prof, debug location).
 *
 * While the log is open, no instruction in the function refers to one out of it and no
 * instruction out of it refers to a value in it (an argument, a global, an instruction): every
 * such use is one LLVM's analyses may walk, and a user without a block is none they expect. */
#ifndef ARCELIDE_RAISE_LOG_H
#define ARCELIDE_RAISE_LOG_H

#include <llvm-c/Core.h>

typedef struct RaiseLog RaiseLog;

RaiseLog *ae_raise_log_new(void);

/* Takes I out of the function; undoing puts it back just before ANCHOR, an instruction that
 * stays in the function until then (the raised call, or a branch ae_raise_log_cut_branch put). */
void ae_raise_log_detach(RaiseLog *log, LLVMValueRef i, LLVMValueRef anchor);

/* BB ends with a conditional branch whose COUNT instructions before it compute its condition:
 * they and the branch go out, and `br TARGET` (returned) stands in their place. */
LLVMValueRef ae_raise_log_cut_branch(RaiseLog *log, LLVMBasicBlockRef bb, unsigned count,
                                     LLVMBasicBlockRef target);

/* After the last detach: every operand by which an instruction out of the function and a value
 * in it would refer to each other becomes poison (remembered). */
void ae_raise_log_seal(RaiseLog *log);

/* Everything back as it was; the log is freed. */
void ae_raise_log_undo(RaiseLog *log);

/* The raise is final (the pass deleted the raised call): the instructions taken out are deleted,
 * the branches stay unconditional (what they bypass is unreachable now), the log is freed. */
void ae_raise_log_discard(RaiseLog *log);

#endif
