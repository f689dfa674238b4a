/* Escape analysis of one new object (see local_escape.h). */
#include "local_escape.h"

#include "call_sites.h"
#include "effects.h"

#include "llvm_bridge.h"
#include "rc_identity.h"
#include "remarks.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static bool escape_at(LocalEscape *escape, LLVMValueRef use, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

static bool escape_at(LocalEscape *escape, LLVMValueRef use, const char *format, ...) {
  escape->use = use;
  va_list args;
  va_start(args, format);
  vsnprintf(escape->why, sizeof escape->why, format, args);
  va_end(args);
  return true;
}

static bool is_pointer(LLVMValueRef v) {
  return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind;
}

static bool callee_named(LLVMValueRef call, const char *const *names) {
  const char *name = ae_callee_name(call);
  if (!name)
    return false;
  for (; *names; ++names)
    if (strcmp(name, *names) == 0)
      return true;
  return false;
}

bool ae_is_private_slot(LLVMValueRef slot) {
  if (!LLVMIsAAllocaInst(slot))
    return false;
  for (LLVMUseRef use = LLVMGetFirstUse(slot); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsALoadInst(user))
      continue;
    if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) != slot)
      continue; /* the slot is the address, never the value stored */
    if (LLVMIsACallInst(user) && ae_is_lifetime_marker(user))
      continue;
    return false;
  }
  return true;
}

/* Functions that run code on another thread with what they are given. */
static const char *const thread_starters[] = {"pthread_create",    "thrd_create",
                                              "__kmpc_fork_call",  "__kmpc_fork_call_if",
                                              "__kmpc_fork_teams", NULL};

typedef struct Walk {
  const ArcFacts *facts;
  const ArcProfile *profile; /* the allocation's: another runtime's calls are ordinary calls */
  ValueList *copies, *slots;
  LocalEscape *escape;
} Walk;

static void add_copy(Walk *w, LLVMValueRef v) {
  if (!value_list_contains(w->copies, v))
    value_list_push(w->copies, v);
}

/* COPY is stored into the private SLOT: its pointer loads are copies too. */
static bool follow_slot(Walk *w, LLVMValueRef slot) {
  if (value_list_contains(w->slots, slot))
    return false;
  value_list_push(w->slots, slot);
  for (LLVMUseRef use = LLVMGetFirstUse(slot); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (!LLVMIsALoadInst(user))
      continue;
    if (!is_pointer(user))
      return escape_at(w->escape, user, "it is reloaded as an integer%s",
                       ae_at_location(user).text);
    add_copy(w, user);
  }
  return false;
}

/* A call that takes a copy as operand OPERAND (an argument, the callee, or a bundle operand). */
static bool call_use_escapes(Walk *w, LLVMValueRef call, unsigned operand) {
  ArcText at = ae_at_location(call);
  if (LLVMIsAInlineAsm(LLVMGetCalledValue(call)))
    return escape_at(w->escape, call, "it is used by inline asm%s", at.text);
  if (operand >= LLVMGetNumArgOperands(call))
    return escape_at(w->escape, call, "it is an operand of %s%s that is not an argument",
                     ae_callee_text(call).text, at.text);
  if (callee_named(call, thread_starters))
    return escape_at(w->escape, call, "it is handed to another thread by %s%s",
                     ae_callee_text(call).text, at.text);
  ArcCall rc = ae_facts_call(w->facts, call);
  if (rc.profile != w->profile)
    rc = (ArcCall){ARC_CALL_NONE, NULL, NULL, NULL};
  switch (rc.kind) {
  case ARC_CALL_RETAIN:
  case ARC_CALL_RETAIN_LOCAL:
    if (rc.profile->retain_returns_arg)
      add_copy(w, call); /* the retain returns its argument */
    return false;
  case ARC_CALL_RELEASE:
  case ARC_CALL_RELEASE_LOCAL:
    return false;
  case ARC_CALL_OBSERVER:
    if (operand == 0)
      return false; /* the object it observes; its other arguments are an ordinary call's */
    break;
  case ARC_CALL_PUBLISH:
    return escape_at(w->escape, call, "it is published by %s%s", ae_callee_text(call).text,
                     at.text);
  case ARC_CALL_ALLOC:
  case ARC_CALL_ALLOC_LOCAL:
  case ARC_CALL_MISMATCH:
    return escape_at(w->escape, call, "it is passed to %s%s, which the profile does not allow",
                     ae_callee_text(call).text, at.text);
  case ARC_CALL_NONE:
    break;
  }
  if (!LLVMIsAFunction(LLVMGetCalledValue(call)))
    return escape_at(w->escape, call, "it is passed to an indirect call%s", at.text);
  if (ae_fx_call_keeps_argument(call, operand))
    return escape_at(w->escape, call, "it is passed to %s%s, which may keep it (not nocapture)",
                     ae_callee_text(call).text, at.text);
  if (!ae_fx_call_is_nosync(call))
    return escape_at(w->escape, call,
                     "it is passed to %s%s, which may synchronise with other threads (not "
                     "nosync)",
                     ae_callee_text(call).text, at.text);
  return false;
}

/* "insertvalue" and the like, for the remark on a use the analysis does not follow. */
static ArcText instruction_text(LLVMValueRef inst) {
  ArcText t = {{0}};
  char *printed = LLVMPrintValueToString(inst);
  const char *s = printed;
  while (*s == ' ')
    ++s;
  const char *end = strstr(s, ", !"); /* metadata attachments */
  size_t n = end ? (size_t)(end - s) : strcspn(s, "\n");
  snprintf(t.text, sizeof t.text, "%.*s", (int)(n > 100 ? 100 : n), s);
  LLVMDisposeMessage(printed);
  return t;
}

/* Whether USER's use of COPY lets the object escape; adds the copies it makes. */
static bool use_escapes(Walk *w, LLVMValueRef user, LLVMValueRef copy) {
  ArcText at = ae_at_location(user);
  switch (LLVMGetInstructionOpcode(user)) {
  case LLVMBitCast:
  case LLVMAddrSpaceCast:
  case LLVMFreeze:
    if (!is_pointer(user))
      break;
    add_copy(w, user);
    return false;
  case LLVMGetElementPtr:
    if (LLVMGetOperand(user, 0) != copy || !is_pointer(user))
      break; /* a vector GEP, or the pointer used as an index */
    add_copy(w, user);
    return false;
  case LLVMPHI:
    add_copy(w, user);
    return false;
  case LLVMSelect:
    if (LLVMGetOperand(user, 0) == copy)
      break;
    add_copy(w, user);
    return false;
  case LLVMICmp:
    return false; /* comparing a pointer hands it to no one */
  case LLVMLoad:
    return false; /* reads the payload */
  case LLVMStore:
    if (LLVMGetOperand(user, 0) != copy)
      return false; /* writes the payload */
    if (ae_is_private_slot(LLVMGetOperand(user, 1)))
      return follow_slot(w, LLVMGetOperand(user, 1));
    if (LLVMIsAAllocaInst(ae_strip_pointer_casts(LLVMGetOperand(user, 1))))
      return escape_at(w->escape, user,
                       "it is stored%s into a local variable whose address escapes", at.text);
    return escape_at(w->escape, user, "it is stored to memory that other code may read%s", at.text);
  case LLVMAtomicRMW:
  case LLVMAtomicCmpXchg:
    if (LLVMGetOperand(user, 0) == copy && LLVMGetOperand(user, 1) != copy &&
        (!LLVMIsAAtomicCmpXchgInst(user) || LLVMGetOperand(user, 2) != copy))
      return false; /* an atomic operation on the payload */
    return escape_at(w->escape, user, "it is stored to memory that other code may read%s", at.text);
  case LLVMRet:
    return escape_at(w->escape, user, "it is returned%s", at.text);
  case LLVMPtrToInt:
    return escape_at(w->escape, user, "it is converted to an integer%s", at.text);
  case LLVMCall:
  case LLVMInvoke:
  case LLVMCallBr:
    for (unsigned i = 0; i < (unsigned)LLVMGetNumOperands(user); ++i)
      if (LLVMGetOperand(user, i) == copy && call_use_escapes(w, user, i))
        return true;
    return false;
  default:
    break;
  }
  return escape_at(w->escape, user, "the analysis does not follow its use by '%s'%s",
                   instruction_text(user).text, at.text);
}

bool ae_object_escapes(LLVMValueRef alloc, const ArcFacts *facts, const ArcProfile *profile,
                       ValueList *copies, ValueList *slots, LocalEscape *escape) {
  Walk w = {facts, profile, copies, slots, escape};
  *escape = (LocalEscape){0};
  add_copy(&w, alloc);
  for (size_t i = 0; i < copies->count; ++i) { /* the list grows as copies are found */
    LLVMValueRef copy = copies->items[i];
    for (LLVMUseRef use = LLVMGetFirstUse(copy); use; use = LLVMGetNextUse(use))
      if (use_escapes(&w, LLVMGetUser(use), copy))
        return true;
  }
  return false;
}
