/* Uses after a loop that prove its handle's object alive (see ownership.h): a bounded depth-first
 * search forward from each exit block of the loop. A path is proved when it meets a retain,
 * release, load or store of the object; it fails at an instruction that may not return (the
 * effects model's answer: exit, longjmp, a release whose destructor may exit, a volatile store),
 * at a block that ends the function (a return is proved only in a parallel-region body, whose
 * path goes on in the forking function), and at a cycle (a loop after the exit may never end). */
#include "ownership.h"

#include "effects.h"
#include "omp_capture.h"
#include "rc_identity.h"

#include <stdint.h>
#include <stdlib.h>

enum { MAX_BLOCKS = 512 };

typedef enum { UNSEEN, ON_PATH, PROVED } BlockState;

typedef struct Search {
  const HoistPlan *plan;
  const ArcProfile *profile; /* the calls' profile (NULL: every built-in one) */
  LLVMValueRef object;       /* the object, or NULL when it is known only as ... */
  LLVMValueRef slot;         /* ... what a load of this address reads (NULL: none) */
  bool return_proves;        /* a parallel-region body: a return goes on where the object is
                                used, and the team's synchronisation entries return */
  PtrMap state;              /* block -> BlockState, + 0 for UNSEEN */
  size_t visited;
} Search;

/* V through casts and the retains that return their argument. */
static LLVMValueRef object_of(const Search *s, LLVMValueRef v) {
  for (unsigned depth = 0; v && depth < 16; ++depth) {
    v = ae_strip_pointer_casts(v);
    ArcCall call = ae_classify_call(v, s->profile);
    if (!ae_call_is_retain(call.kind) || !call.object || call.object == v)
      break;
    v = call.object;
  }
  return v;
}

static bool is_the_object(const Search *s, LLVMValueRef v) {
  v = object_of(s, v);
  return (s->object && v == s->object) ||
         (s->slot && LLVMIsALoadInst(v) && ae_strip_pointer_casts(LLVMGetOperand(v, 0)) == s->slot);
}

/* INST needs the object alive in a correct program: a retain or release of it (any runtime entry
 * that counts it), or a load or store through it. A pointer comparison, or passing the pointer to
 * a call, does not: the object may be dead by then. */
static bool needs_object_alive(const Search *s, LLVMValueRef inst) {
  ArcCall call = ae_classify_call(inst, s->profile);
  if (ae_call_is_retain(call.kind) || ae_call_is_release(call.kind))
    return call.object && is_the_object(s, call.object);
  LLVMValueRef address = LLVMIsALoadInst(inst)    ? LLVMGetOperand(inst, 0)
                         : LLVMIsAStoreInst(inst) ? LLVMGetOperand(inst, 1)
                                                  : NULL;
  if (!address)
    return false;
  int64_t offset = 0;
  return is_the_object(s, ae_pointer_base(address, &offset));
}

static bool proves(Search *s, LLVMBasicBlockRef bb);

/* INST may not return, as the effects model answers for the code being searched. */
static bool may_not_return(const Search *s, LLVMValueRef inst) {
  return s->return_proves ? ae_fx_may_not_return_in_region_body(s->plan, inst)
                          : ae_fx_may_not_return(s->plan, inst);
}

/* Every path from FROM to the end of its block and on meets a use before anything that may not
 * return. */
static bool proves_from(Search *s, LLVMValueRef from) {
  for (LLVMValueRef i = from; i; i = LLVMGetNextInstruction(i)) {
    if (needs_object_alive(s, i))
      return true;
    if (LLVMIsATerminatorInst(i)) {
      unsigned n = LLVMGetNumSuccessors(i);
      if (n == 0) /* a return, resume or unreachable */
        return s->return_proves && LLVMGetInstructionOpcode(i) == LLVMRet;
      for (unsigned k = 0; k < n; ++k)
        if (!proves(s, LLVMGetSuccessor(i, k)))
          return false;
      return true;
    }
    if (may_not_return(s, i))
      return false;
  }
  return false;
}

/* Every path from the start of BB meets a use before anything that may not return. */
static bool proves(Search *s, LLVMBasicBlockRef bb) {
  BlockState state = (BlockState)(uintptr_t)ae_ptr_map_get(&s->state, bb);
  if (state != UNSEEN)
    return state == PROVED; /* ON_PATH: a cycle, whose loop may never end */
  if (++s->visited > MAX_BLOCKS)
    return false;
  ae_ptr_map_put(&s->state, bb, (void *)(uintptr_t)ON_PATH);
  bool proved = proves_from(s, LLVMGetFirstInstruction(bb));
  ae_ptr_map_put(&s->state, bb, (void *)(uintptr_t)(proved ? PROVED : UNSEEN));
  if (!proved)
    s->visited = MAX_BLOCKS + 1; /* one unproved path decides: stop searching */
  return proved;
}

static bool loop_exits_prove(ArcAnalyses *A, Search *s) {
  bool proved = true;
  for (size_t e = 0; proved && e < ae_loop_exit_block_count(A, s->plan->L); ++e)
    proved = proves(s, ae_loop_exit_block_at(A, s->plan->L, e));
  ae_ptr_map_free(&s->state);
  return proved;
}

bool ae_exits_reach_use_of(ArcAnalyses *A, const HoistPlan *plan, LLVMValueRef object) {
  Search s = {plan, ae_facts_profile(plan->facts), object, NULL, false, {0}, 0};
  return loop_exits_prove(A, &s);
}

bool ae_outlined_exits_reach_use(ArcAnalyses *A, const HoistPlan *plan, LLVMValueRef slot,
                                 ValueList *captured) {
  if (!LLVMIsAArgument(slot))
    return false;
  LLVMValueRef body = LLVMGetParamParent(slot);
  if (!ae_omp_is_outlined_body(body))
    return false;
  Search s = {plan, ae_facts_profile(plan->facts), NULL, slot, true, {0}, 0};
  if (!loop_exits_prove(A, &s))
    return false;
  for (LLVMUseRef use = LLVMGetFirstUse(body); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef fork = LLVMGetUser(use); /* an outlined body is used only by fork calls */
    LLVMValueRef address = ae_omp_fork_capture(fork, slot);
    LLVMValueRef value = ae_omp_captured_value(address);
    if (!value)
      return false;
    Search after = {plan, s.profile, object_of(&s, value), address, false, {0}, 0};
    bool proved = proves_from(&after, LLVMGetNextInstruction(fork));
    ae_ptr_map_free(&after.state);
    if (!proved)
      return false;
    value_list_push(captured, after.object);
  }
  return true;
}

bool ae_body_leaves_no_thread_outside(ArcAnalyses *A, const HoistPlan *plan) {
  LLVMValueRef body = LLVMGetBasicBlockParent(ae_loop_header(plan->L));
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(body); bb; bb = LLVMGetNextBasicBlock(bb)) {
    if (ae_loop_contains_block(plan->L, bb))
      continue;
    /* A loop around this one ends when libomp hands out no more chunks (a dispatch loop) or
     * when its trip count says so; any other loop outside this one may never end. */
    for (ArcLoop *outer = ae_loop_for_block(A, bb); outer; outer = ae_loop_parent(outer))
      if (!ae_loop_contains_block(outer, ae_loop_header(plan->L)) ||
          (ae_facts_omp_loop_role(plan->facts, A, outer) != ARC_OMP_LOOP_DISPATCH &&
           !ae_loop_trip_count_computable(A, outer)))
        return false;
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (!LLVMIsATerminatorInst(i) && ae_fx_may_not_return_in_region_body(plan, i))
        return false;
  }
  return true;
}

bool ae_body_queues_no_task(const HoistPlan *plan, const HoistHandle *h) {
  LLVMValueRef body = LLVMGetBasicBlockParent(ae_loop_header(plan->L));
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(body); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (ae_fx_may_queue_task(plan, h, i))
        return false;
  return true;
}

/* The edge FROM -> TO is a back edge of a loop LoopInfo knows, in or at PLAN's loop: TO is the
 * header of a loop that contains FROM. */
static bool is_back_edge(ArcAnalyses *A, LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
  for (ArcLoop *l = ae_loop_for_block(A, from); l; l = ae_loop_parent(l))
    if (ae_loop_header(l) == to)
      return true;
  return false;
}

bool ae_loop_cycles_are_loops(ArcAnalyses *A, const HoistPlan *plan) {
  /* Without the back edges of natural loops the blocks of a reducible loop form a DAG: a
   * depth-first search over L's blocks finds any other cycle as an edge to a block on its path. */
  size_t n = ae_loop_block_count(plan->L);
  unsigned char *state = calloc(n ? n : 1, 1); /* 0 unseen, 1 on the path, 2 done */
  size_t *stack = malloc((n ? n : 1) * sizeof *stack), *next = calloc(n ? n : 1, sizeof *next);
  if (!state || !stack || !next)
    abort();
  bool acyclic = true;
  for (size_t root = 0; root < n && acyclic; ++root) {
    if (state[root])
      continue;
    size_t depth = 0;
    stack[depth++] = root;
    state[root] = 1;
    while (depth && acyclic) {
      size_t b = stack[depth - 1];
      LLVMBasicBlockRef bb = ae_loop_block_at(plan->L, b);
      LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
      if (next[b] < LLVMGetNumSuccessors(term)) {
        LLVMBasicBlockRef succ = LLVMGetSuccessor(term, (unsigned)next[b]++);
        if (!ae_loop_contains_block(plan->L, succ) || is_back_edge(A, bb, succ))
          continue;
        size_t s = ae_plan_block_index(plan, succ);
        if (state[s] == 1)
          acyclic = false;
        else if (!state[s])
          state[s] = 1, stack[depth++] = s;
      } else {
        state[b] = 2;
        --depth;
      }
    }
  }
  free(state);
  free(stack);
  free(next);
  return acyclic;
}

bool ae_nested_loops_end(ArcAnalyses *A, const HoistPlan *plan) {
  for (size_t b = 0; b < ae_loop_block_count(plan->L); ++b)
    for (ArcLoop *inner = ae_loop_for_block(A, ae_loop_block_at(plan->L, b)); inner != plan->L;
         inner = ae_loop_parent(inner))
      if (!ae_loop_trip_count_computable(A, inner))
        return false;
  return true;
}
