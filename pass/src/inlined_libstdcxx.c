/* libstdc++'s std::shared_ptr count changes: recognised, raised, expanded (inlined_libstdcxx.h). */
#include "inlined_libstdcxx.h"

#include <string.h>

/* _Sp_counted_base<_S_atomic>::_M_release_last_use_cold(): the out-of-line half of the last
 * release (dispose; the weak count's drop; destroy when it was the last). */
static const char LAST_USE_COLD[] =
    "_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv";
/* glibc's flag: nonzero while the process has one thread. */
static const char SINGLE_THREADED[] = "__libc_single_threaded";

bool ae_libstdcxx_used(LLVMModuleRef module) {
  return LLVMGetNamedFunction(module, LAST_USE_COLD) && LLVMGetNamedGlobal(module, SINGLE_THREADED);
}

/* BB's one predecessor, or NULL (none, several, or a use that is not a branch). */
static LLVMBasicBlockRef single_predecessor(LLVMBasicBlockRef bb) {
  LLVMBasicBlockRef pred = NULL;
  for (LLVMUseRef use = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)); use;
       use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (!LLVMIsATerminatorInst(user) || (pred && pred != LLVMGetInstructionParent(user)))
      return NULL;
    pred = LLVMGetInstructionParent(user);
  }
  return pred;
}

static bool is_int(LLVMValueRef v, unsigned width) {
  LLVMTypeRef type = LLVMTypeOf(v);
  return LLVMGetTypeKind(type) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(type) == width;
}

/* `atomicrmw volatile add ptr (cb + 8), i32 DELTA acq_rel` on the whole system: cb in *CB. */
static bool count_rmw(LLVMValueRef i, long long delta, LLVMValueRef *cb) {
  if (!LLVMIsAAtomicRMWInst(i) || LLVMGetAtomicRMWBinOp(i) != LLVMAtomicRMWBinOpAdd ||
      LLVMGetOrdering(i) != LLVMAtomicOrderingAcquireRelease || !LLVMGetVolatile(i) ||
      LLVMIsAtomicSingleThread(i))
    return false;
  LLVMValueRef value = LLVMGetOperand(i, 1);
  if (!ic_is_constant(value, delta) || !is_int(value, 32))
    return false;
  int64_t at = 0;
  *cb = ae_pointer_base(LLVMGetOperand(i, 0), &at);
  return at == 8;
}

/* BB ends with the dispatch: `%m = load i8 @__libc_single_threaded; %t = icmp eq|ne i8 %m, 0;
 * br %t`, each the next's one use. The arm taken when other threads may exist in *ATOMIC. */
static bool dispatch(LLVMBasicBlockRef bb, LLVMBasicBlockRef *atomic, LLVMBasicBlockRef *plain) {
  LLVMValueRef branch = LLVMGetBasicBlockTerminator(bb);
  if (!branch || !LLVMIsABranchInst(branch) || !LLVMIsConditional(branch))
    return false;
  LLVMValueRef test = LLVMGetPreviousInstruction(branch);
  LLVMValueRef mode = test ? LLVMGetPreviousInstruction(test) : NULL;
  if (!mode || !LLVMIsAICmpInst(test) || LLVMGetCondition(branch) != test ||
      !ic_one_use_by(test, branch) || LLVMGetOperand(test, 0) != mode ||
      !ic_is_constant(LLVMGetOperand(test, 1), 0) || !ic_one_use_by(mode, test))
    return false;
  if (!LLVMIsALoadInst(mode) || LLVMGetVolatile(mode) || !is_int(mode, 8))
    return false;
  LLVMValueRef flag = LLVMGetOperand(mode, 0);
  size_t length = 0;
  const char *name = LLVMIsAGlobalVariable(flag) ? LLVMGetValueName2(flag, &length) : NULL;
  if (!name || strcmp(name, SINGLE_THREADED) != 0)
    return false;
  LLVMIntPredicate pred = LLVMGetICmpPredicate(test);
  if (pred != LLVMIntEQ && pred != LLVMIntNE)
    return false;
  *atomic = LLVMGetSuccessor(branch, pred == LLVMIntEQ ? 0 : 1);
  *plain = LLVMGetSuccessor(branch, pred == LLVMIntEQ ? 1 : 0);
  return *atomic != *plain;
}

/* BB is exactly a plain arm: `[%old = load i32 (cb + 8);] %new = add %old, DELTA; store %new,
 * (cb + 8); br TO`. With OLD, the add's operand is OLD and there is no load; without, the load
 * is there and goes to *OLD. */
static bool plain_arm(LLVMBasicBlockRef bb, LLVMValueRef cb, long long delta, LLVMValueRef *old,
                      LLVMBasicBlockRef to) {
  LLVMValueRef i = ic_skip_geps(LLVMGetFirstInstruction(bb));
  if (!*old) {
    if (!i || !LLVMIsALoadInst(i) || !ic_plain_access(i) || !is_int(i, 32) ||
        !ic_points_at(LLVMGetOperand(i, 0), cb, 8))
      return false;
    *old = i;
    i = LLVMGetNextInstruction(i);
  }
  if (!i || LLVMGetInstructionOpcode(i) != LLVMAdd || LLVMGetOperand(i, 0) != *old ||
      !ic_is_constant(LLVMGetOperand(i, 1), delta))
    return false;
  LLVMValueRef store = LLVMGetNextInstruction(i);
  if (!store || !LLVMIsAStoreInst(store) || !ic_plain_access(store) ||
      LLVMGetOperand(store, 0) != i || !ic_one_use_by(i, store) ||
      !ic_points_at(LLVMGetOperand(store, 1), cb, 8))
    return false;
  return ic_is_unconditional_branch_to(LLVMGetNextInstruction(store), to);
}

/* RMW is its block's first instruction (GEPs aside), the block's one predecessor ends with the
 * dispatch, RMW's block is its atomic arm and the other arm has that one predecessor too. */
static bool atomic_arm_of_dispatch(LLVMValueRef rmw, StdcxxMatch *m, LLVMBasicBlockRef *plain) {
  LLVMBasicBlockRef arm = LLVMGetInstructionParent(rmw), atomic = NULL;
  if (ic_skip_geps(LLVMGetFirstInstruction(arm)) != rmw)
    return false;
  LLVMBasicBlockRef d = single_predecessor(arm);
  if (!d || !dispatch(d, &atomic, plain) || atomic != arm || single_predecessor(*plain) != d)
    return false;
  m->dispatch = d, m->atomic_arm = arm;
  return true;
}

static bool match_increment(LLVMValueRef rmw, LLVMValueRef cb, StdcxxMatch *m) {
  LLVMBasicBlockRef plain;
  if (LLVMGetFirstUse(rmw) || !atomic_arm_of_dispatch(rmw, m, &plain))
    return false;
  LLVMValueRef end = LLVMGetBasicBlockTerminator(m->atomic_arm);
  if (!end || !LLVMIsABranchInst(end) || LLVMIsConditional(end))
    return false;
  LLVMValueRef old = NULL;
  if (!plain_arm(plain, cb, 1, &old, LLVMGetSuccessor(end, 0)) ||
      !ic_one_use_by(old, LLVMGetNextInstruction(old)))
    return false;
  m->retain = true, m->object = cb, m->rmw = rmw, m->nounwind = true;
  return true;
}

static bool store_of_zero(LLVMValueRef i, LLVMValueRef cb, int64_t offset) {
  return i && LLVMIsAStoreInst(i) && ic_plain_access(i) &&
         ic_is_constant(LLVMGetOperand(i, 0), 0) && is_int(LLVMGetOperand(i, 0), 32) &&
         ic_points_at(LLVMGetOperand(i, 1), cb, offset);
}

/* BB is the unique-owner path: both counts stored 0, _M_dispose() (vtable slot 2) and
 * _M_destroy() (slot 3) of cb, `br TO`. */
static bool unique_owner_path(LLVMBasicBlockRef bb, LLVMValueRef cb, LLVMBasicBlockRef to,
                              bool *nounwind) {
  LLVMValueRef i = ic_skip_geps(LLVMGetFirstInstruction(bb));
  if (!store_of_zero(i, cb, 8))
    return false;
  i = ic_skip_geps(LLVMGetNextInstruction(i));
  if (!store_of_zero(i, cb, 12))
    return false;
  i = ic_virtual_call(LLVMGetNextInstruction(i), cb, 16, nounwind);
  i = i ? ic_virtual_call(i, cb, 24, nounwind) : NULL;
  return ic_is_unconditional_branch_to(i, to);
}

/* TRUNC (`trunc i64 %both to i32`, the plain arm's old count) comes from the unique-owner test
 * before the dispatch D: D's one predecessor ends with %both = `load atomic i64 (cb + 8)
 * acquire`, `icmp eq %both, 0x100000001` and TRUNC (in any order), and a branch on the test to
 * the unique-owner path or D. TRUNC's uses are PLAIN_ADD and PHI. */
static bool unique_owner_test(LLVMValueRef trunc, LLVMValueRef cb, LLVMValueRef plain_add,
                              LLVMValueRef phi, StdcxxMatch *m) {
  LLVMValueRef both = LLVMGetOperand(trunc, 0);
  LLVMBasicBlockRef b = single_predecessor(m->dispatch);
  if (!b || !LLVMIsALoadInst(both) || LLVMGetVolatile(both) ||
      LLVMGetOrdering(both) != LLVMAtomicOrderingAcquire || !is_int(both, 64) ||
      !ic_points_at(LLVMGetOperand(both, 0), cb, 8) || !is_int(trunc, 32))
    return false;
  LLVMValueRef branch = LLVMGetBasicBlockTerminator(b);
  if (!branch || !LLVMIsABranchInst(branch) || !LLVMIsConditional(branch) ||
      LLVMGetSuccessor(branch, 1) != m->dispatch)
    return false;
  LLVMValueRef test = LLVMGetCondition(branch);
  if (!LLVMIsAICmpInst(test) || LLVMGetICmpPredicate(test) != LLVMIntEQ ||
      LLVMGetOperand(test, 0) != both || !ic_is_constant(LLVMGetOperand(test, 1), 0x100000001LL) ||
      !ic_one_use_by(test, branch))
    return false;
  /* the three are the block's last instructions before its branch */
  int seen = 0;
  for (LLVMValueRef i = LLVMGetPreviousInstruction(branch); i && seen < 3;
       i = LLVMGetPreviousInstruction(i), ++seen)
    if (i != both && i != test && i != trunc)
      return false;
  if (seen != 3)
    return false;
  for (LLVMUseRef use = LLVMGetFirstUse(both); use; use = LLVMGetNextUse(use))
    if (LLVMGetUser(use) != test && LLVMGetUser(use) != trunc)
      return false;
  for (LLVMUseRef use = LLVMGetFirstUse(trunc); use; use = LLVMGetNextUse(use))
    if (LLVMGetUser(use) != plain_add && LLVMGetUser(use) != phi)
      return false;
  LLVMBasicBlockRef unique = LLVMGetSuccessor(branch, 0);
  if (single_predecessor(unique) != b || !unique_owner_path(unique, cb, m->after, &m->nounwind))
    return false;
  m->unique_test = b;
  return true;
}

static bool match_decrement(LLVMValueRef rmw, LLVMValueRef cb, StdcxxMatch *m) {
  LLVMBasicBlockRef plain;
  if (!atomic_arm_of_dispatch(rmw, m, &plain))
    return false;
  LLVMValueRef to_merge = LLVMGetNextInstruction(rmw);
  if (!to_merge || !LLVMIsABranchInst(to_merge) || LLVMIsConditional(to_merge))
    return false;
  LLVMBasicBlockRef merge = LLVMGetSuccessor(to_merge, 0);
  /* the merge: exactly `phi [%old, plain], [rmw, atomic]; icmp eq 1; br last, after` */
  LLVMValueRef phi = LLVMGetFirstInstruction(merge), old = NULL;
  if (!LLVMIsAPHINode(phi) || LLVMCountIncoming(phi) != 2 || !ic_one_use_by(rmw, phi))
    return false;
  for (unsigned k = 0; k < 2; ++k) {
    LLVMBasicBlockRef from = LLVMGetIncomingBlock(phi, k);
    LLVMValueRef value = LLVMGetIncomingValue(phi, k);
    if (from == plain)
      old = value;
    else if (from != m->atomic_arm || value != rmw)
      return false;
  }
  LLVMValueRef test = LLVMGetNextInstruction(phi);
  LLVMValueRef branch = test ? LLVMGetNextInstruction(test) : NULL;
  if (!old || !LLVMIsAICmpInst(test) || LLVMGetICmpPredicate(test) != LLVMIntEQ ||
      LLVMGetOperand(test, 0) != phi || !ic_is_constant(LLVMGetOperand(test, 1), 1) ||
      !ic_one_use_by(phi, test) || !branch || !LLVMIsABranchInst(branch) ||
      !LLVMIsConditional(branch) || LLVMGetCondition(branch) != test ||
      !ic_one_use_by(test, branch))
    return false;
  LLVMBasicBlockRef last = LLVMGetSuccessor(branch, 0);
  m->after = LLVMGetSuccessor(branch, 1);
  /* the last use: _M_release_last_use_cold(cb), then after */
  LLVMValueRef cold = LLVMGetFirstInstruction(last);
  const char *name = ic_call_with(cold, cb) ? ae_callee_name(cold) : NULL;
  if (single_predecessor(last) != merge || !name || strcmp(name, LAST_USE_COLD) != 0 ||
      !ic_is_unconditional_branch_to(LLVMGetNextInstruction(cold), m->after))
    return false;
  m->cold_fn = LLVMGetCalledValue(cold);
  m->nounwind = ic_call_is_nounwind(cold);
  /* the plain arm: its own load of the old count, or the unique-owner test's */
  bool loads = !LLVMIsATruncInst(old);
  LLVMValueRef plain_old = loads ? NULL : old;
  if (!plain_arm(plain, cb, -1, &plain_old, merge) || plain_old != old)
    return false;
  LLVMValueRef plain_add = ic_skip_geps(LLVMGetFirstInstruction(plain));
  if (loads) {
    plain_add = LLVMGetNextInstruction(plain_add);
    for (LLVMUseRef use = LLVMGetFirstUse(old); use; use = LLVMGetNextUse(use))
      if (LLVMGetUser(use) != plain_add && LLVMGetUser(use) != phi)
        return false;
  } else if (!unique_owner_test(old, cb, plain_add, phi, m)) {
    return false;
  }
  m->retain = false, m->object = cb, m->rmw = rmw, m->merge = merge;
  return true;
}

bool ae_libstdcxx_match(LLVMValueRef i, StdcxxMatch *m) {
  LLVMValueRef cb = NULL;
  *m = (StdcxxMatch){0};
  if (count_rmw(i, 1, &cb))
    return match_increment(i, cb, m);
  if (count_rmw(i, -1, &cb))
    return match_decrement(i, cb, m);
  return false;
}

/* BB holds nothing but GEPs before its last COUNT instructions and its terminator. */
static bool holds_only_its_tail(LLVMBasicBlockRef bb, unsigned count) {
  LLVMValueRef i = LLVMGetBasicBlockTerminator(bb);
  for (unsigned n = 0; n < count && i; ++n)
    i = LLVMGetPreviousInstruction(i);
  return i && ic_skip_geps(LLVMGetFirstInstruction(bb)) == i;
}

bool ae_libstdcxx_is_destructor(LLVMValueRef fn, StdcxxMatch *m) {
  LLVMValueRef load;
  LLVMBasicBlockRef drop, done;
  if (!ic_shared_ptr_destructor_entry(fn, &load, &drop, &done))
    return false;
  /* the decrement's RMW, then the whole body: entry, done and the decrement's blocks (dispatch,
   * two arms, merge, last use, and the unique-owner test and path when there is one) */
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      LLVMValueRef cb = NULL;
      if (!count_rmw(i, -1, &cb) || cb != load)
        continue;
      *m = (StdcxxMatch){0};
      if (!match_decrement(i, cb, m) || m->after != done)
        return false;
      if (!holds_only_its_tail(m->dispatch, 2))
        return false;
      if (m->unique_test)
        return m->unique_test == drop && holds_only_its_tail(drop, 3) &&
               LLVMCountBasicBlocks(fn) == 9;
      return m->dispatch == drop && LLVMCountBasicBlocks(fn) == 7;
    }
  return false;
}

RaiseLog *ae_libstdcxx_raise(const StdcxxMatch *m, LLVMValueRef call) {
  RaiseLog *log = ae_raise_log_new();
  ae_raise_log_detach(log, m->rmw, call);
  ae_raise_log_cut_branch(log, m->dispatch, 2, m->atomic_arm);
  if (!m->retain) {
    ae_raise_log_cut_branch(log, m->merge, 2, m->after);
    if (m->unique_test)
      ae_raise_log_cut_branch(log, m->unique_test, 3, m->dispatch);
  }
  ae_raise_log_seal(log);
  return log;
}

void ae_libstdcxx_expand(Expansion *x, bool retain) {
  LLVMModuleRef module = LLVMGetGlobalParent(LLVMGetBasicBlockParent(x->head));
  LLVMTypeRef i8 = LLVMInt8TypeInContext(x->context), i32 = LLVMInt32TypeInContext(x->context);
  ic_unless_null(x, retain ? "shared_ptr.copy" : "shared_ptr.drop");
  LLVMValueRef eight = LLVMConstInt(LLVMInt64TypeInContext(x->context), 8, 0);
  LLVMValueRef count = LLVMBuildInBoundsGEP2(x->b, i8, x->object, &eight, 1, "");
  /* the flag read here, where the call landed: never the one the raised call's site read */
  LLVMValueRef mode = LLVMBuildLoad2(x->b, i8, LLVMGetNamedGlobal(module, SINGLE_THREADED), "");
  LLVMSetAlignment(mode, 1);
  LLVMValueRef threads = LLVMBuildICmp(x->b, LLVMIntEQ, mode, LLVMConstInt(i8, 0, 0), "");
  LLVMBasicBlockRef atomic = ic_new_block(x, "shared_ptr.atomic");
  LLVMBasicBlockRef plain = ic_new_block(x, "shared_ptr.plain");
  LLVMBasicBlockRef merge = retain ? x->tail : ic_new_block(x, "shared_ptr.merge");
  LLVMBuildCondBr(x->b, threads, atomic, plain);
  LLVMValueRef delta = LLVMConstInt(i32, retain ? 1 : (unsigned long long)-1, 1);
  ic_position_at_end(x, atomic);
  LLVMValueRef rmw = LLVMBuildAtomicRMW(x->b, LLVMAtomicRMWBinOpAdd, count, delta,
                                        LLVMAtomicOrderingAcquireRelease, 0);
  LLVMSetVolatile(rmw, 1);
  LLVMSetAlignment(rmw, 4);
  LLVMBuildBr(x->b, merge);
  ic_position_at_end(x, plain);
  LLVMValueRef old = LLVMBuildLoad2(x->b, i32, count, "");
  LLVMSetAlignment(old, 4);
  LLVMSetAlignment(LLVMBuildStore(x->b, LLVMBuildNSWAdd(x->b, old, delta, ""), count), 4);
  LLVMBuildBr(x->b, merge);
  if (retain)
    return;
  ic_position_at_end(x, merge);
  LLVMValueRef phi = LLVMBuildPhi(x->b, i32, "");
  LLVMValueRef values[2] = {rmw, old};
  LLVMBasicBlockRef blocks[2] = {atomic, plain};
  LLVMAddIncoming(phi, values, blocks, 2);
  LLVMValueRef last = LLVMBuildICmp(x->b, LLVMIntEQ, phi, LLVMConstInt(i32, 1, 0), "");
  LLVMBasicBlockRef last_use = ic_new_block(x, "shared_ptr.last");
  LLVMBuildCondBr(x->b, last, last_use, x->tail);
  ic_position_at_end(x, last_use);
  LLVMValueRef cold = LLVMGetOperand(x->call, 1);
  ic_build_call(x, LLVMGlobalGetValueType(cold), cold, &x->object, 1);
  LLVMBuildBr(x->b, x->tail);
}
