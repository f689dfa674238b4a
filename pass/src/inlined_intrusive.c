/* Intrusive reference counts (inlined_intrusive.h): the recognisers of an increment and of a
 * decrement with its closed last-reference region, and the expansion of an inserted call, which
 * copies that region. */
#include "inlined_intrusive.h"

#include "effects.h"
#include "ptr_map.h"
#include "rc_identity.h"
#include "value_list.h"

#include <stdlib.h>
#include <string.h>

/* A region larger than this is left alone: it is copied at every exit a release is inserted at. */
enum { REGION_MAX_BLOCKS = 32, REGION_MAX_INSTRUCTIONS = 512, ADDRESS_MAX_DEPTH = 8 };

/* C++'s operator delete (unsized, sized, aligned, sized and aligned) and C's free. */
static const char *const DEALLOCATORS[] = {"_ZdlPv", "_ZdlPvm", "_ZdlPvSt11align_val_t",
                                           "_ZdlPvmSt11align_val_t", "free"};
enum { DEALLOCATOR_COUNT = sizeof DEALLOCATORS / sizeof *DEALLOCATORS };

bool ae_intrusive_used(LLVMModuleRef module) {
  for (int k = 0; k < DEALLOCATOR_COUNT; ++k)
    if (LLVMGetNamedFunction(module, DEALLOCATORS[k]))
      return true;
  return false;
}

/* CALL frees OBJECT: a direct call of a deallocator whose first argument is OBJECT. */
static bool frees(LLVMValueRef call, LLVMValueRef object) {
  const char *name = ae_callee_name(call);
  if (!name || LLVMGetNumArgOperands(call) < 1 ||
      ae_strip_pointer_casts(LLVMGetOperand(call, 0)) != object)
    return false;
  for (int k = 0; k < DEALLOCATOR_COUNT; ++k)
    if (strcmp(name, DEALLOCATORS[k]) == 0)
      return true;
  return false;
}

/* The count's RMW: on the i32 at OBJECT + 0, not volatile, on the whole system. */
static bool count_rmw(LLVMValueRef i, LLVMValueRef *object) {
  if (!LLVMIsAAtomicRMWInst(i) || LLVMGetVolatile(i) || LLVMIsAtomicSingleThread(i))
    return false;
  LLVMValueRef operand = LLVMGetOperand(i, 1);
  if (!LLVMIsAConstantInt(operand) || LLVMGetIntTypeWidth(LLVMTypeOf(operand)) != 32)
    return false;
  int64_t at = -1;
  *object = ae_pointer_base(LLVMGetOperand(i, 0), &at);
  return *object && at == 0;
}

bool ae_intrusive_match_increment(LLVMValueRef i, LLVMValueRef *object) {
  if (!count_rmw(i, object) || LLVMGetAtomicRMWBinOp(i) != LLVMAtomicRMWBinOpAdd ||
      !ic_is_constant(LLVMGetOperand(i, 1), 1) || LLVMGetFirstUse(i))
    return false;
  return true; /* any ordering: LLVM's is relaxed, boost's acq_rel, std::atomic's ++ seq_cst */
}

bool ae_intrusive_region_holds(const IntrusiveRegion *r, LLVMBasicBlockRef bb) {
  for (size_t k = 0; k < r->count; ++k)
    if (r->blocks[k] == bb)
      return true;
  return false;
}

void ae_intrusive_region_free(IntrusiveRegion *r) {
  free(r->blocks);
  r->blocks = NULL;
  r->count = 0;
}

/* V, used in the region from outside it, can be computed again wherever the object is: the
 * object, a constant, an argument, or a constant-offset address or cast of one of those. */
static bool recomputable(LLVMValueRef v, LLVMValueRef object, unsigned depth) {
  if (v == object || LLVMIsAArgument(v) || LLVMGetValueKind(v) == LLVMMetadataAsValueValueKind)
    return true;
  if (LLVMIsAConstant(v))
    return !LLVMIsABlockAddress(v);
  if (depth == ADDRESS_MAX_DEPTH)
    return false;
  if (LLVMIsAGetElementPtrInst(v)) {
    for (unsigned k = 1; k < (unsigned)LLVMGetNumOperands(v); ++k)
      if (!LLVMIsAConstantInt(LLVMGetOperand(v, k)))
        return false;
    return recomputable(LLVMGetOperand(v, 0), object, depth + 1);
  }
  if (LLVMIsABitCastInst(v) || LLVMIsAAddrSpaceCastInst(v))
    return recomputable(LLVMGetOperand(v, 0), object, depth + 1);
  return false;
}

static bool allowed_in_region(LLVMValueRef i) {
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMAlloca:
  case LLVMInvoke:
  case LLVMLandingPad:
  case LLVMRet:
  case LLVMResume:
  case LLVMIndirectBr:
  case LLVMCallBr:
  case LLVMCatchSwitch:
  case LLVMCatchPad:
  case LLVMCatchRet:
  case LLVMCleanupPad:
  case LLVMCleanupRet:
    return false;
  default:
    return true;
  }
}

/* R's blocks: those reachable from its entry without passing R->past, each ending in a branch, a
 * switch or unreachable. */
static bool collect_blocks(IntrusiveRegion *r) {
  r->blocks = malloc(REGION_MAX_BLOCKS * sizeof *r->blocks);
  if (!r->blocks)
    abort();
  r->blocks[r->count++] = r->entry;
  for (size_t next = 0; next < r->count; ++next) {
    LLVMValueRef terminator = LLVMGetBasicBlockTerminator(r->blocks[next]);
    LLVMOpcode op = terminator ? LLVMGetInstructionOpcode(terminator) : LLVMRet;
    if (op != LLVMBr && op != LLVMSwitch && op != LLVMUnreachable)
      return false;
    for (unsigned s = 0; s < LLVMGetNumSuccessors(terminator); ++s) {
      LLVMBasicBlockRef succ = LLVMGetSuccessor(terminator, s);
      if (succ == r->past || ae_intrusive_region_holds(r, succ))
        continue;
      if (r->count == REGION_MAX_BLOCKS)
        return false;
      r->blocks[r->count++] = succ;
    }
  }
  /* in the function's order (the entry first), which the copy keeps */
  size_t ordered = 1;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(LLVMGetBasicBlockParent(r->entry)); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (size_t k = ordered; k < r->count; ++k)
      if (r->blocks[k] == bb) {
        r->blocks[k] = r->blocks[ordered];
        r->blocks[ordered++] = bb;
        break;
      }
  return true;
}

/* Only the decrement's BRANCH enters R (once, at its entry); every other edge into a block of R
 * comes from R, and no block's address is taken. */
static bool single_entry(const IntrusiveRegion *r, LLVMValueRef branch) {
  for (size_t k = 0; k < r->count; ++k)
    for (LLVMUseRef use = LLVMGetFirstUse(LLVMBasicBlockAsValue(r->blocks[k])); use;
         use = LLVMGetNextUse(use)) {
      LLVMValueRef user = LLVMGetUser(use);
      if (!LLVMIsAInstruction(user))
        return false; /* a blockaddress */
      if (ae_intrusive_region_holds(r, LLVMGetInstructionParent(user)))
        continue;
      if (k != 0 || user != branch)
        return false;
    }
  return true;
}

/* R's code can be copied to wherever its object is live (inlined_intrusive.h). */
static bool closed(IntrusiveRegion *r) {
  size_t instructions = 0;
  r->nounwind = true;
  for (size_t k = 0; k < r->count; ++k)
    for (LLVMValueRef i = LLVMGetFirstInstruction(r->blocks[k]); i; i = LLVMGetNextInstruction(i)) {
      if (++instructions > REGION_MAX_INSTRUCTIONS || !allowed_in_region(i) ||
          (k == 0 && LLVMIsAPHINode(i)))
        return false;
      for (LLVMUseRef use = LLVMGetFirstUse(i); use; use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (!LLVMIsAInstruction(user) ||
            !ae_intrusive_region_holds(r, LLVMGetInstructionParent(user)))
          return false;
      }
      for (int o = 0; o < LLVMGetNumOperands(i); ++o) {
        LLVMValueRef v = LLVMGetOperand(i, (unsigned)o);
        if (!v || LLVMValueIsBasicBlock(v))
          continue;
        if (LLVMIsAInstruction(v) && ae_intrusive_region_holds(r, LLVMGetInstructionParent(v)))
          continue;
        if (!recomputable(v, r->object, 0))
          return false;
      }
      if (LLVMIsACallInst(i)) {
        r->nounwind = r->nounwind && ic_call_is_nounwind(i);
      }
    }
  return true;
}

/* Every path through R frees its object: from R's entry, R->past is reached only through a block
 * that calls a deallocator with the object (a path may instead end in unreachable). Freeing on
 * some paths is not enough: an object that survives its count's 0 is taken again (0 -> 1), and
 * then every release in the loop is a last one, which a hoisted pair makes one. */
static bool frees_on_every_path(const IntrusiveRegion *r) {
  bool *seen = calloc(r->count, sizeof *seen);
  size_t *stack = malloc(r->count * sizeof *stack), depth = 0;
  if (!seen || !stack)
    abort();
  bool every = true;
  seen[0] = true, stack[depth++] = 0;
  while (every && depth) {
    LLVMBasicBlockRef bb = r->blocks[stack[--depth]];
    bool freed = false;
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && !freed; i = LLVMGetNextInstruction(i))
      freed = LLVMIsACallInst(i) && frees(i, r->object);
    if (freed)
      continue;
    LLVMValueRef terminator = LLVMGetBasicBlockTerminator(bb);
    for (unsigned s = 0; every && s < LLVMGetNumSuccessors(terminator); ++s) {
      LLVMBasicBlockRef succ = LLVMGetSuccessor(terminator, s);
      every = succ != r->past;
      for (size_t k = 0; every && k < r->count; ++k)
        if (r->blocks[k] == succ && !seen[k])
          seen[k] = true, stack[depth++] = k;
    }
  }
  free(seen);
  free(stack);
  return every;
}

bool ae_intrusive_match_decrement(LLVMValueRef i, IntrusiveRegion *r) {
  memset(r, 0, sizeof *r);
  LLVMValueRef object;
  LLVMAtomicOrdering ordering = LLVMGetOrdering(i);
  if (!count_rmw(i, &object) || (ordering != LLVMAtomicOrderingAcquireRelease &&
                                 ordering != LLVMAtomicOrderingSequentiallyConsistent))
    return false; /* the thread that frees the object must see every other owner's writes */
  LLVMAtomicRMWBinOp op = LLVMGetAtomicRMWBinOp(i);
  LLVMValueRef delta = LLVMGetOperand(i, 1);
  if (!((op == LLVMAtomicRMWBinOpSub && ic_is_constant(delta, 1)) ||
        (op == LLVMAtomicRMWBinOpAdd && ic_is_constant(delta, -1))))
    return false;
  LLVMValueRef test = LLVMGetNextInstruction(i);
  if (!test || !LLVMIsAICmpInst(test) || LLVMGetICmpPredicate(test) != LLVMIntEQ ||
      LLVMGetOperand(test, 0) != i || !ic_is_constant(LLVMGetOperand(test, 1), 1) ||
      !ic_one_use_by(i, test))
    return false;
  LLVMValueRef branch = LLVMGetNextInstruction(test);
  if (!branch || !LLVMIsABranchInst(branch) || !LLVMIsConditional(branch) ||
      LLVMGetCondition(branch) != test || !ic_one_use_by(test, branch))
    return false;
  r->object = object, r->rmw = i, r->ordering = ordering;
  r->entry = LLVMGetSuccessor(branch, 0), r->past = LLVMGetSuccessor(branch, 1);
  if (r->entry != r->past && r->entry != LLVMGetInstructionParent(i) && collect_blocks(r) &&
      single_entry(r, branch) && closed(r) && ae_fx_count_owns_object(frees_on_every_path(r)))
    return true;
  ae_intrusive_region_free(r);
  return false;
}

bool ae_intrusive_is_release_function(LLVMValueRef fn, bool *nounwind) {
  if (!ic_unary_odr_definition(fn))
    return false;
  LLVMValueRef rmw = ic_skip_geps(LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)));
  IntrusiveRegion r;
  if (!rmw || !LLVMIsAAtomicRMWInst(rmw) || !ae_intrusive_match_decrement(rmw, &r))
    return false;
  LLVMValueRef ret = LLVMGetFirstInstruction(r.past);
  bool release = r.object == LLVMGetParam(fn, 0) && ret && LLVMIsAReturnInst(ret) &&
                 LLVMGetNumOperands(ret) == 0 && LLVMCountBasicBlocks(fn) == (unsigned)r.count + 2;
  *nounwind = r.nounwind;
  ae_intrusive_region_free(&r);
  return release;
}

/* ---- expansion ------------------------------------------------------------------------------ */

static LLVMValueRef mapped(const PtrMap *map, LLVMValueRef v) {
  LLVMValueRef to = ae_ptr_map_get(map, v);
  return to ? to : v;
}

/* V (recomputable, used by the region from outside it) again, at the builder: GEPs and casts
 * copied, the object replaced. */
static void recompute(Expansion *x, PtrMap *map, LLVMValueRef v) {
  if (!LLVMIsAInstruction(v) || ae_ptr_map_contains(map, v))
    return;
  recompute(x, map, LLVMGetOperand(v, 0));
  LLVMValueRef copy = LLVMInstructionClone(v);
  LLVMInsertIntoBuilder(x->b, copy);
  LLVMSetOperand(copy, 0, mapped(map, LLVMGetOperand(v, 0)));
  ae_ptr_map_put(map, v, copy);
}

/* A copy of R before the expansion's tail, leaving to the tail where R leaves to R->past, with
 * the expansion's object for R's. Returns the copy's entry. */
static LLVMBasicBlockRef copy_region(Expansion *x, const IntrusiveRegion *r) {
  PtrMap map = {0};
  LLVMBasicBlockRef *copies = malloc(r->count * sizeof *copies);
  if (!copies)
    abort();
  for (size_t k = 0; k < r->count; ++k) {
    copies[k] = ic_new_block(x, "intrusive.last");
    ae_ptr_map_put(&map, LLVMBasicBlockAsValue(r->blocks[k]), LLVMBasicBlockAsValue(copies[k]));
  }
  ae_ptr_map_put(&map, LLVMBasicBlockAsValue(r->past), LLVMBasicBlockAsValue(x->tail));
  ae_ptr_map_put(&map, r->object, x->object);
  /* the addresses the region computes from outside it, first in its entry's copy */
  ic_position_at_end(x, copies[0]);
  for (size_t k = 0; k < r->count; ++k)
    for (LLVMValueRef i = LLVMGetFirstInstruction(r->blocks[k]); i; i = LLVMGetNextInstruction(i))
      for (int o = 0; o < LLVMGetNumOperands(i); ++o) {
        LLVMValueRef v = LLVMGetOperand(i, (unsigned)o);
        if (v && LLVMIsAInstruction(v) &&
            !ae_intrusive_region_holds(r, LLVMGetInstructionParent(v)))
          recompute(x, &map, v);
      }
  ValueList originals = {0};
  for (size_t k = 0; k < r->count; ++k) {
    ic_position_at_end(x, copies[k]);
    for (LLVMValueRef i = LLVMGetFirstInstruction(r->blocks[k]); i; i = LLVMGetNextInstruction(i)) {
      if (LLVMIsADbgInfoIntrinsic(i))
        continue;
      LLVMValueRef copy;
      if (LLVMIsAPHINode(i)) {
        copy = LLVMBuildPhi(x->b, LLVMTypeOf(i), "");
      } else {
        copy = LLVMInstructionClone(i);
        LLVMInsertIntoBuilder(x->b, copy);
      }
      ae_ptr_map_put(&map, i, copy);
      value_list_push(&originals, i);
    }
  }
  for (size_t c = 0; c < originals.count; ++c) {
    LLVMValueRef i = originals.items[c], copy = ae_ptr_map_get(&map, i);
    if (LLVMIsAPHINode(i)) {
      for (unsigned k = 0; k < LLVMCountIncoming(i); ++k) {
        LLVMValueRef value = mapped(&map, LLVMGetIncomingValue(i, k));
        LLVMBasicBlockRef from =
            LLVMValueAsBasicBlock(mapped(&map, LLVMBasicBlockAsValue(LLVMGetIncomingBlock(i, k))));
        LLVMAddIncoming(copy, &value, &from, 1);
      }
      continue;
    }
    for (int o = 0; o < LLVMGetNumOperands(copy); ++o) {
      LLVMValueRef v = LLVMGetOperand(copy, (unsigned)o);
      if (v && mapped(&map, v) != v)
        LLVMSetOperand(copy, (unsigned)o, mapped(&map, v));
    }
  }
  LLVMBasicBlockRef entry = copies[0];
  value_list_free(&originals);
  free(copies);
  ae_ptr_map_free(&map);
  return entry;
}

void ae_intrusive_expand(Expansion *x, bool retain, const IntrusiveRegion *r) {
  LLVMTypeRef i32 = LLVMInt32TypeInContext(x->context);
  LLVMBasicBlockRef drop = ic_unless_null(x, retain ? "intrusive.copy" : "intrusive.drop");
  LLVMValueRef release = retain ? NULL : LLVMGetOperand(x->call, 1);
  if (!retain && LLVMIsAFunction(release)) { /* the out-of-line release, called again */
    ic_build_call(x, LLVMGlobalGetValueType(release), release, &x->object, 1);
    LLVMBuildBr(x->b, x->tail);
    return;
  }
  if (!retain && !r)
    abort(); /* an inserted release's second argument is a raised release's tag */
  /* The increment relaxed, whatever the ordering of those it replaces (boost's are acq_rel,
   * std::atomic's ++ seq_cst): its old value is unused, so no thread can tell which decrement it
   * followed. The decrement as strong as the one whose region it copies (acq_rel or seq_cst). */
  LLVMValueRef rmw = LLVMBuildAtomicRMW(
      x->b, retain ? LLVMAtomicRMWBinOpAdd : LLVMAtomicRMWBinOpSub, x->object,
      LLVMConstInt(i32, 1, 0), retain ? LLVMAtomicOrderingMonotonic : r->ordering, 0);
  LLVMSetAlignment(rmw, 4);
  if (retain) {
    LLVMBuildBr(x->b, x->tail);
    return;
  }
  LLVMValueRef last = LLVMBuildICmp(x->b, LLVMIntEQ, rmw, LLVMConstInt(i32, 1, 0), "");
  LLVMBasicBlockRef copy = copy_region(x, r);
  ic_position_at_end(x, drop);
  LLVMBuildCondBr(x->b, last, copy, x->tail);
}
