/* OpenMP outlined bodies and their capture slots (see omp_capture.h). */
#include "omp_capture.h"

#include "rc_identity.h"

#include <string.h>

/* __kmpc_fork_call(ident_t *loc, i32 argc, microtask, captured...): the body is operand 2 and
 * the body's parameter i >= 2 receives operand i + 1 (its first two are the thread ids). */
enum { FORK_MICROTASK_OPERAND = 2, FORK_FIRST_CAPTURE_OPERAND = 3, BODY_FIRST_CAPTURE_PARAM = 2 };

static bool is_fork_call_to(LLVMValueRef user, LLVMValueRef fn) {
  if (!LLVMIsACallInst(user))
    return false;
  LLVMValueRef callee = LLVMGetCalledValue(user);
  if (!LLVMIsAFunction(callee))
    return false;
  size_t length;
  const char *name = LLVMGetValueName2(callee, &length);
  return strcmp(name, "__kmpc_fork_call") == 0 &&
         LLVMGetNumArgOperands(user) > FORK_MICROTASK_OPERAND &&
         arc_strip_pointer_casts(LLVMGetOperand(user, FORK_MICROTASK_OPERAND)) == fn;
}

static bool has_local_linkage(LLVMValueRef fn) {
  LLVMLinkage linkage = LLVMGetLinkage(fn);
  return linkage == LLVMInternalLinkage || linkage == LLVMPrivateLinkage;
}

/* Every use of FN is as the microtask of a fork call (and there is at least one). */
static bool only_forked(LLVMValueRef fn) {
  bool any = false;
  for (LLVMUseRef use = LLVMGetFirstUse(fn); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (!is_fork_call_to(user, fn) || LLVMGetCalledValue(user) == fn)
      return false;
    any = true;
  }
  return any;
}

bool arc_omp_is_outlined_body(LLVMValueRef fn) {
  return LLVMIsAFunction(fn) && has_local_linkage(fn) && only_forked(fn);
}

static bool is_lifetime_marker(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!LLVMIsAFunction(callee))
    return false;
  size_t length;
  const char *name = LLVMGetValueName2(callee, &length);
  return strncmp(name, "llvm.lifetime.", 14) == 0;
}

/* ADDRESS (an alloca) is used only as the address of loads and stores, by lifetime markers, and
 * exactly once as an operand of FORK. */
static bool escapes_only_into(LLVMValueRef address, LLVMValueRef fork) {
  unsigned fork_uses = 0;
  for (LLVMUseRef use = LLVMGetFirstUse(address); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (user == fork) {
      ++fork_uses;
    } else if (LLVMIsALoadInst(user)) {
      continue;
    } else if (LLVMIsAStoreInst(user)) {
      if (LLVMGetOperand(user, 0) == address) /* the address itself is stored: it escapes */
        return false;
    } else if (LLVMIsACallInst(user) && is_lifetime_marker(user)) {
      continue;
    } else {
      return false;
    }
  }
  return fork_uses == 1;
}

bool arc_omp_slot_is_private_capture(LLVMValueRef slot) {
  if (!LLVMIsAArgument(slot))
    return false;
  LLVMValueRef body = LLVMGetParamParent(slot);
  if (!arc_omp_is_outlined_body(body))
    return false;
  unsigned param = 0;
  while (LLVMGetParam(body, param) != slot)
    ++param;
  if (param < BODY_FIRST_CAPTURE_PARAM)
    return false;
  /* Inside the body: loads only. */
  for (LLVMUseRef use = LLVMGetFirstUse(slot); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (!LLVMIsALoadInst(user) || LLVMGetVolatile(user))
      return false;
  }
  /* At every fork: the address of a local that escapes nowhere else. */
  unsigned operand = FORK_FIRST_CAPTURE_OPERAND + (param - BODY_FIRST_CAPTURE_PARAM);
  for (LLVMUseRef use = LLVMGetFirstUse(body); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef fork = LLVMGetUser(use);
    if (operand >= LLVMGetNumArgOperands(fork))
      return false;
    LLVMValueRef address = LLVMGetOperand(fork, operand);
    if (!LLVMIsAAllocaInst(address) || !escapes_only_into(address, fork))
      return false;
  }
  return true;
}
