/* The undo log of a raise (raise_log.h): instructions taken out, branches cut, operands poisoned.
 */
#include "raise_log.h"

#include "ptr_map.h"
#include "value_list.h"

#include <llvm-c/DebugInfo.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

typedef struct Detached {
  LLVMValueRef inst, anchor;
  char *name; /* taking an instruction out of its function drops its name */
  LLVMMetadataRef location;
} Detached;

typedef struct Patch {
  LLVMValueRef user;
  unsigned index;
  LLVMValueRef value;
} Patch;

typedef struct Cut {
  LLVMValueRef replacement, condition;
  LLVMBasicBlockRef successors[2];
  LLVMValueRef prof;
  LLVMMetadataRef location;
} Cut;

struct RaiseLog {
  Detached *detached;
  size_t detached_count, detached_capacity;
  Patch *patches;
  size_t patch_count, patch_capacity;
  Cut *cuts;
  size_t cut_count, cut_capacity;
  PtrMap out; /* the detached instructions */
};

static void *grow(void *items, size_t *capacity, size_t count, size_t size) {
  if (count < *capacity)
    return items;
  *capacity = *capacity ? 2 * *capacity : 4;
  items = realloc(items, *capacity * size);
  if (!items)
    abort();
  return items;
}

RaiseLog *ae_raise_log_new(void) {
  RaiseLog *log = calloc(1, sizeof *log);
  if (!log)
    abort();
  return log;
}

static unsigned prof_kind(LLVMValueRef i) {
  return LLVMGetMDKindIDInContext(LLVMGetTypeContext(LLVMTypeOf(i)), "prof", 4);
}

void ae_raise_log_detach(RaiseLog *log, LLVMValueRef i, LLVMValueRef anchor) {
  log->detached =
      grow(log->detached, &log->detached_capacity, log->detached_count, sizeof *log->detached);
  size_t length = 0;
  const char *name = LLVMGetValueName2(i, &length);
  char *copy = malloc(length + 1);
  if (!copy)
    abort();
  memcpy(copy, name, length);
  copy[length] = 0;
  log->detached[log->detached_count++] = (Detached){i, anchor, copy, LLVMInstructionGetDebugLoc(i)};
  ae_ptr_set_add(&log->out, i);
  LLVMInstructionRemoveFromParent(i);
}

LLVMValueRef ae_raise_log_cut_branch(RaiseLog *log, LLVMBasicBlockRef bb, unsigned count,
                                     LLVMBasicBlockRef target) {
  LLVMValueRef branch = LLVMGetBasicBlockTerminator(bb);
  log->cuts = grow(log->cuts, &log->cut_capacity, log->cut_count, sizeof *log->cuts);
  Cut *cut = &log->cuts[log->cut_count++];
  cut->condition = LLVMGetCondition(branch);
  cut->successors[0] = LLVMGetSuccessor(branch, 0);
  cut->successors[1] = LLVMGetSuccessor(branch, 1);
  cut->prof = LLVMGetMetadata(branch, prof_kind(branch));
  cut->location = LLVMInstructionGetDebugLoc(branch);
  LLVMValueRef first = branch;
  for (unsigned k = 0; k < count; ++k)
    first = LLVMGetPreviousInstruction(first);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(branch)));
  LLVMPositionBuilderBefore(b, branch);
  cut->replacement = LLVMBuildBr(b, target);
  LLVMInstructionSetDebugLoc(cut->replacement, cut->location);
  LLVMDisposeBuilder(b);
  LLVMInstructionEraseFromParent(branch);
  for (LLVMValueRef i = first, next; i != cut->replacement; i = next) {
    next = LLVMGetNextInstruction(i);
    ae_raise_log_detach(log, i, cut->replacement);
  }
  return cut->replacement;
}

static void patch(RaiseLog *log, LLVMValueRef user, unsigned index) {
  LLVMValueRef value = LLVMGetOperand(user, index);
  log->patches = grow(log->patches, &log->patch_capacity, log->patch_count, sizeof *log->patches);
  log->patches[log->patch_count++] = (Patch){user, index, value};
  LLVMSetOperand(user, index, LLVMGetPoison(LLVMTypeOf(value)));
}

static bool in_function(const RaiseLog *log, LLVMValueRef v) {
  if (LLVMIsAInstruction(v))
    return !ae_ptr_map_contains(&log->out, v);
  return LLVMIsAArgument(v) || LLVMIsAGlobalValue(v);
}

void ae_raise_log_seal(RaiseLog *log) {
  for (size_t d = 0; d < log->detached_count; ++d) {
    LLVMValueRef i = log->detached[d].inst;
    for (unsigned k = 0, n = (unsigned)LLVMGetNumOperands(i); k < n; ++k)
      if (in_function(log, LLVMGetOperand(i, k)))
        patch(log, i, k);
  }
  for (size_t d = 0; d < log->detached_count; ++d) {
    LLVMValueRef i = log->detached[d].inst;
    ValueList users = {0}; /* first collected: patching changes the use list */
    for (LLVMUseRef use = LLVMGetFirstUse(i); use; use = LLVMGetNextUse(use))
      if (in_function(log, LLVMGetUser(use)) && !value_list_contains(&users, LLVMGetUser(use)))
        value_list_push(&users, LLVMGetUser(use));
    for (size_t u = 0; u < users.count; ++u)
      for (unsigned k = 0, n = (unsigned)LLVMGetNumOperands(users.items[u]); k < n; ++k)
        if (LLVMGetOperand(users.items[u], k) == i)
          patch(log, users.items[u], k);
    value_list_free(&users);
  }
}

static void free_log(RaiseLog *log) {
  for (size_t d = 0; d < log->detached_count; ++d)
    free(log->detached[d].name);
  free(log->detached);
  free(log->patches);
  free(log->cuts);
  ae_ptr_map_free(&log->out);
  free(log);
}

void ae_raise_log_undo(RaiseLog *log) {
  if (!log->detached_count && !log->cut_count) {
    free_log(log);
    return;
  }
  LLVMValueRef any = log->detached_count ? log->detached[0].inst : log->cuts[0].replacement;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(any)));
  for (size_t d = 0; d < log->detached_count; ++d) {
    Detached *x = &log->detached[d];
    LLVMPositionBuilderBefore(b, x->anchor);
    LLVMInsertIntoBuilderWithName(b, x->inst, x->name);
    LLVMInstructionSetDebugLoc(x->inst, x->location);
  }
  for (size_t p = log->patch_count; p-- > 0;)
    LLVMSetOperand(log->patches[p].user, log->patches[p].index, log->patches[p].value);
  for (size_t c = 0; c < log->cut_count; ++c) {
    Cut *cut = &log->cuts[c];
    LLVMPositionBuilderBefore(b, cut->replacement);
    LLVMValueRef branch =
        LLVMBuildCondBr(b, cut->condition, cut->successors[0], cut->successors[1]);
    if (cut->prof)
      LLVMSetMetadata(branch, prof_kind(branch), cut->prof);
    LLVMInstructionSetDebugLoc(branch, cut->location);
    LLVMInstructionEraseFromParent(cut->replacement);
  }
  LLVMDisposeBuilder(b);
  free_log(log);
}

void ae_raise_log_discard(RaiseLog *log) {
  for (size_t d = 0; d < log->detached_count; ++d) {
    LLVMValueRef i = log->detached[d].inst;
    for (unsigned k = 0, n = (unsigned)LLVMGetNumOperands(i); k < n; ++k)
      if (!LLVMIsAConstant(LLVMGetOperand(i, k)))
        LLVMSetOperand(i, k, LLVMGetPoison(LLVMTypeOf(LLVMGetOperand(i, k))));
  }
  for (size_t d = 0; d < log->detached_count; ++d)
    LLVMDeleteInstruction(log->detached[d].inst);
  free_log(log);
}
