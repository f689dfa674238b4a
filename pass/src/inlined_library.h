/* What the raise and lowering of inlined counts (inlined_counts.c) share with the files that
 * recognise one library's sequences (inlined_libstdcxx.c): small tests of instructions, and the
 * expansion of an inserted call into a library's sequence. Internal to the pass. */
#ifndef ARCELIDE_INLINED_LIBRARY_H
#define ARCELIDE_INLINED_LIBRARY_H

#include "call_sites.h"
#include "llvm_bridge.h"

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <stdint.h>

static inline bool ic_is_constant(LLVMValueRef v, long long value) {
  return v && LLVMIsAConstantInt(v) && LLVMConstIntGetSExtValue(v) == value;
}

/* V's only use is by USER. */
static inline bool ic_one_use_by(LLVMValueRef v, LLVMValueRef user) {
  LLVMUseRef use = LLVMGetFirstUse(v);
  return use && !LLVMGetNextUse(use) && LLVMGetUser(use) == user;
}

static inline LLVMValueRef ic_skip_geps(LLVMValueRef i) {
  while (i && LLVMIsAGetElementPtrInst(i))
    i = LLVMGetNextInstruction(i);
  return i;
}

/* A direct or indirect call with the one argument ARG, not an invoke. */
static inline bool ic_call_with(LLVMValueRef i, LLVMValueRef arg) {
  return i && LLVMIsACallInst(i) && LLVMGetNumArgOperands(i) == 1 && LLVMGetOperand(i, 0) == arg;
}

static inline bool ic_call_is_nounwind(LLVMValueRef call) {
  return ae_call_has_fn_attribute(call, "nounwind");
}

static inline bool ic_is_unconditional_branch_to(LLVMValueRef i, LLVMBasicBlockRef target) {
  return i && LLVMIsABranchInst(i) && !LLVMIsConditional(i) && LLVMGetSuccessor(i, 0) == target;
}

/* A load or store that is neither volatile nor atomic. */
static inline bool ic_plain_access(LLVMValueRef i) {
  return !LLVMGetVolatile(i) && LLVMGetOrdering(i) == LLVMAtomicOrderingNotAtomic;
}

/* P points OFFSET bytes into OBJECT (through GEPs with constant offsets and casts). */
static inline bool ic_points_at(LLVMValueRef p, LLVMValueRef object, int64_t offset) {
  int64_t at = -1;
  return ae_pointer_base(p, &at) == object && at == offset;
}

/* FN is a definition the linker may only replace by an equal one (ODR, or local: the body seen
 * is the body that runs), with one parameter. */
bool ic_unary_odr_definition(LLVMValueRef fn);

/* FN is a shared_ptr's out-of-line destructor as libc++ and libstdc++ both leave it (a landing
 * pad calls it on a copy's slot): ic_unary_odr_definition, whose entry is `cb = load (this + 8); if
 * (cb) <drop>` (GEPs aside) and whose other successor is `ret void`. The control block's load in
 * *CB, the drop's first block in *DROP, the return's block in *DONE. */
bool ic_shared_ptr_destructor_entry(LLVMValueRef fn, LLVMValueRef *cb, LLVMBasicBlockRef *drop,
                                    LLVMBasicBlockRef *done);

/* At I (GEPs aside): a virtual call of the control block CB, `vt = load cb; f = load (vt +
 * SLOT); call f(cb)`, both loads not volatile. Returns the instruction after the call, or NULL;
 * *NOUNWIND becomes false unless the call is nounwind. */
LLVMValueRef ic_virtual_call(LLVMValueRef i, LLVMValueRef cb, int64_t slot, bool *nounwind);

/* An inserted call being expanded into its library's sequence: the block was split before CALL;
 * HEAD (its branch to TAIL removed by ic_open_head) gets the sequence's first part. */
typedef struct Expansion {
  LLVMBuilderRef b;
  LLVMContextRef context;
  LLVMValueRef call, object;
  LLVMBasicBlockRef head, tail;
} Expansion;

/* A new block of the expansion, before the tail. */
LLVMBasicBlockRef ic_new_block(Expansion *x, const char *name);
/* The builder at BB's end, with the call's debug location. */
void ic_position_at_end(Expansion *x, LLVMBasicBlockRef bb);
/* The head's branch to the tail (from the split) goes: the expansion builds the head's end. */
void ic_open_head(Expansion *x);
/* `if (object != NULL)`: the head branches to a new block NAME (returned, the builder at it) or
 * to the tail. */
LLVMBasicBlockRef ic_unless_null(Expansion *x, const char *name);
/* A call of CALLEE, nounwind when the call being expanded is. */
LLVMValueRef ic_build_call(Expansion *x, LLVMTypeRef type, LLVMValueRef callee, LLVMValueRef *args,
                           unsigned count);

#endif
