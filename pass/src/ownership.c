/* Uses after a loop that prove its handle's object alive (see ownership.h): a bounded depth-first
 * search forward from each exit block of the loop. A path is proved when it meets a retain,
 * release, load or store of the object; it fails at an instruction that may not return (the
 * effects model's answer: exit, longjmp, a release whose destructor may exit, a volatile store),
 * at a block that ends the function, and at a cycle (a loop after the exit may never end). */
#include "ownership.h"

#include "effects.h"
#include "rc_identity.h"

#include <stdint.h>
#include <stdlib.h>

enum { MAX_BLOCKS = 512 };

/* INST needs OBJECT alive in a correct program: a retain or release of it (any runtime entry that
 * counts it), or a load or store through it. A pointer comparison, or passing the pointer to a
 * call, does not: the object may be dead by then. */
static bool needs_object_alive(const HoistPlan *plan, LLVMValueRef inst, LLVMValueRef object) {
  ArcCall call = ae_facts_call(plan->facts, inst);
  if (ae_call_is_retain(call.kind) || ae_call_is_release(call.kind))
    return ae_facts_phi_root(plan->facts, ae_facts_root(plan->facts, inst)) == object;
  LLVMValueRef address = LLVMIsALoadInst(inst)    ? LLVMGetOperand(inst, 0)
                         : LLVMIsAStoreInst(inst) ? LLVMGetOperand(inst, 1)
                                                  : NULL;
  if (!address)
    return false;
  int64_t offset = 0;
  return ae_facts_rc_root(plan->facts, ae_pointer_base(address, &offset)) == object;
}

typedef enum { UNSEEN, ON_PATH, PROVED } BlockState;

typedef struct Search {
  const HoistPlan *plan;
  LLVMValueRef object;
  PtrMap state; /* block -> BlockState, + 0 for UNSEEN */
  size_t visited;
} Search;

/* Every path from the start of BB meets a use before anything that may not return. */
static bool proves(Search *s, LLVMBasicBlockRef bb) {
  BlockState state = (BlockState)(uintptr_t)ae_ptr_map_get(&s->state, bb);
  if (state != UNSEEN)
    return state == PROVED; /* ON_PATH: a cycle, whose loop may never end */
  if (++s->visited > MAX_BLOCKS)
    return false;
  ae_ptr_map_put(&s->state, bb, (void *)(uintptr_t)ON_PATH);
  bool proved = false;
  LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
    if (needs_object_alive(s->plan, i, s->object)) {
      proved = true;
      break;
    }
    if (ae_fx_may_not_return(s->plan, i))
      break;
    if (i == term) {
      unsigned n = LLVMGetNumSuccessors(term);
      proved = n > 0; /* a return, resume or unreachable ends the path unproved */
      for (unsigned k = 0; k < n && proved; ++k)
        proved = proves(s, LLVMGetSuccessor(term, k));
    }
  }
  ae_ptr_map_put(&s->state, bb, (void *)(uintptr_t)(proved ? PROVED : UNSEEN));
  if (!proved)
    s->visited = MAX_BLOCKS + 1; /* one unproved path decides: stop searching */
  return proved;
}

bool ae_exits_reach_use_of(ArcAnalyses *A, const HoistPlan *plan, LLVMValueRef object) {
  Search s = {plan, object, {0}, 0};
  bool proved = true;
  for (size_t e = 0; proved && e < ae_loop_exit_block_count(A, plan->L); ++e)
    proved = proves(&s, ae_loop_exit_block_at(A, plan->L, e));
  ae_ptr_map_free(&s.state);
  return proved;
}

bool ae_nested_loops_end(ArcAnalyses *A, const HoistPlan *plan) {
  for (size_t b = 0; b < ae_loop_block_count(plan->L); ++b)
    for (ArcLoop *inner = ae_loop_for_block(A, ae_loop_block_at(plan->L, b)); inner != plan->L;
         inner = ae_loop_parent(inner))
      if (!ae_loop_trip_count_computable(A, inner))
        return false;
  return true;
}
