/* The function's facts (see facts.h). */
#include "facts.h"

#include "inlined_counts.h"
#include "ptr_map.h"
#include "rc_identity.h"
#include "value_list.h"

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>

/* What the facts keep of one runtime call. Its object is not kept: it is operand 0, read from
 * the IR on every question, so it stays right when the pass replaces a retain by its argument. */
typedef struct CallRecord {
  ArcCallKind kind;
  const ArcProfile *profile;
  const ArcEntry *entry;
  LLVMValueRef root;
} CallRecord;

enum { RECORDS_PER_CHUNK = 256 };

typedef struct RecordChunk {
  struct RecordChunk *next;
  size_t used;
  CallRecord records[RECORDS_PER_CHUNK];
} RecordChunk;

struct ArcFacts {
  const ArcProfile *profile;
  PtrMap calls;                   /* call instruction -> CallRecord */
  RecordChunk *chunks;            /* where the records live (a record is never moved) */
  ValueList chunked_inits;        /* the chunked __kmpc_for_static_init calls (omp_schedule.h) */
  struct ArcRaisedCounts *raised; /* the inlined counts raised to calls (inlined_counts.h) */
  PtrMap forwarded;               /* load -> the value it reads (ae_facts_forwarded) */
  PtrMap *dispatch;               /* loop -> 1 + whether it is a dispatch loop, filled as asked (a
                                     cache behind the const facts: the answers never change) */
};

static CallRecord *new_record(ArcFacts *F) {
  if (!F->chunks || F->chunks->used == RECORDS_PER_CHUNK) {
    RecordChunk *chunk = malloc(sizeof *chunk);
    if (!chunk)
      abort();
    chunk->next = F->chunks;
    chunk->used = 0;
    F->chunks = chunk;
  }
  return &F->chunks->records[F->chunks->used++];
}

/* Records CALL when it is a runtime call (or named like one), without its root; forgets it
 * otherwise. Returns the record or NULL. */
static CallRecord *classify(ArcFacts *F, LLVMValueRef call) {
  ArcCall c = ae_classify_call(call, F->profile);
  if (c.kind == ARC_CALL_NONE && !c.entry) {
    ae_ptr_map_remove(&F->calls, call);
    return NULL;
  }
  CallRecord *record = ae_ptr_map_get(&F->calls, call);
  if (!record) {
    record = new_record(F);
    ae_ptr_map_put(&F->calls, call, record);
  }
  *record = (CallRecord){c.kind, c.profile, c.entry, NULL};
  return record;
}

static void find_root(ArcFacts *F, LLVMValueRef call, CallRecord *record) {
  LLVMValueRef object = ae_facts_call(F, call).object;
  record->root = object ? ae_facts_rc_root(F, object) : NULL;
}

static void find_forwarded_loads(ArcFacts *F, LLVMValueRef fn, ArcAnalyses *A) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    ArcLoop *L = ae_loop_for_block(A, bb);
    for (LLVMValueRef i = L ? LLVMGetFirstInstruction(bb) : NULL; i;
         i = LLVMGetNextInstruction(i)) {
      if (!LLVMIsALoadInst(i) || !ae_local_variable_of(LLVMGetOperand(i, 0)))
        continue;
      LLVMValueRef store = ae_store_read_by(A, i);
      if (store && ae_loop_for_block(A, LLVMGetInstructionParent(store)) == L)
        ae_ptr_map_put(&F->forwarded, i, LLVMGetOperand(store, 0));
    }
  }
}

ArcFacts *ae_facts_new(LLVMValueRef fn, const ArcProfile *profile, ArcAnalyses *A) {
  ArcFacts *F = calloc(1, sizeof *F);
  if (!F)
    abort();
  F->profile = profile;
  F->dispatch = calloc(1, sizeof *F->dispatch);
  if (!F->dispatch)
    abort();
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      if (!LLVMIsACallInst(i) && !LLVMIsAInvokeInst(i))
        continue;
      classify(F, i);
      if (ae_omp_is_chunked_static_init(i))
        value_list_push(&F->chunked_inits, i);
    }
  find_forwarded_loads(F, fn, A);
  /* Roots once every retain is known (a root looks through retains, in any block order). */
  for (size_t slot = 0; F->calls.keys && slot <= F->calls.mask; ++slot)
    if (F->calls.keys[slot])
      find_root(F, (LLVMValueRef)F->calls.keys[slot], F->calls.values[slot]);
  return F;
}

void ae_facts_free(ArcFacts *F) {
  if (!F)
    return;
  while (F->chunks) {
    RecordChunk *next = F->chunks->next;
    free(F->chunks);
    F->chunks = next;
  }
  ae_ptr_map_free(&F->calls);
  ae_ptr_map_free(&F->forwarded);
  value_list_free(&F->chunked_inits);
  ae_ptr_map_free(F->dispatch);
  free(F->dispatch);
  free(F);
}

const ArcProfile *ae_facts_profile(const ArcFacts *F) { return F->profile; }

ArcCall ae_facts_call(const ArcFacts *F, LLVMValueRef inst) {
  const CallRecord *record = ae_ptr_map_get(&F->calls, inst);
  if (!record)
    return (ArcCall){ARC_CALL_NONE, NULL, NULL, NULL};
  ArcCall call = {record->kind, record->profile, record->entry, NULL};
  if (record->kind != ARC_CALL_MISMATCH && record->entry->signature != ARC_SIG_PTR_OF_SIZE_FN)
    call.object = LLVMGetOperand(inst, 0);
  return call;
}

LLVMValueRef ae_facts_root(const ArcFacts *F, LLVMValueRef inst) {
  const CallRecord *record = ae_ptr_map_get(&F->calls, inst);
  return record ? record->root : NULL;
}

LLVMValueRef ae_facts_forwarded(const ArcFacts *F, LLVMValueRef load) {
  return ae_ptr_map_get(&F->forwarded, load);
}

LLVMValueRef ae_facts_rc_root(const ArcFacts *F, LLVMValueRef v) {
  for (;;) {
    v = ae_strip_pointer_casts(v);
    LLVMValueRef stored = ae_facts_forwarded(F, v);
    if (stored) {
      v = stored;
      continue;
    }
    ArcCall call = ae_facts_call(F, v);
    if (!ae_call_is_retain(call.kind) || !call.profile->retain_returns_arg)
      return v;
    v = call.object;
  }
}

static bool is_dispatch_loop(const ArcFacts *F, ArcAnalyses *A, ArcLoop *L) {
  uintptr_t known = (uintptr_t)ae_ptr_map_get(F->dispatch, L);
  if (!known) {
    known = 1 + ae_omp_is_dispatch_loop(A, L, &F->chunked_inits);
    ae_ptr_map_put(F->dispatch, L, (void *)known);
  }
  return known == 2;
}

ArcOmpLoopRole ae_facts_omp_loop_role(const ArcFacts *F, ArcAnalyses *A, ArcLoop *L) {
  if (is_dispatch_loop(F, A, L))
    return ARC_OMP_LOOP_DISPATCH;
  ArcLoop *parent = ae_loop_parent(L);
  if (parent && is_dispatch_loop(F, A, parent))
    return ARC_OMP_LOOP_CHUNK;
  return ARC_OMP_LOOP_OTHER;
}

void ae_facts_inserted(ArcFacts *F, LLVMValueRef call) {
  assert(!ae_ptr_map_contains(&F->calls, call) && "an inserted call is new");
  CallRecord *record = classify(F, call);
  assert(record && "the pass inserts runtime calls only");
  find_root(F, call, record);
}

void ae_facts_redirected(ArcFacts *F, LLVMValueRef call) {
  CallRecord *record = classify(F, call);
  if (record)
    find_root(F, call, record);
}

void ae_facts_erase(ArcFacts *F, LLVMValueRef call) {
  const CallRecord *record = ae_ptr_map_get(&F->calls, call);
  assert(record && (ae_call_is_retain(record->kind) || ae_call_is_release(record->kind)) &&
         "the pass deletes retains and releases only");
  if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind) {
    /* A retain returns its argument: its users take the argument. The roots the facts hold
     * looked through it already (such a retain is never a root), so they stay right. */
    assert(record->profile->retain_returns_arg && "a retain with a result returns its argument");
    LLVMReplaceAllUsesWith(call, LLVMGetOperand(call, 0));
  }
  (void)record;
  ae_ptr_map_remove(&F->calls, call);
  ae_raised_count_erased(F->raised, call); /* an inlined count's instructions go with it */
  LLVMInstructionEraseFromParent(call);
}

void ae_facts_track_raised(ArcFacts *F, struct ArcRaisedCounts *raised) { F->raised = raised; }

/* ---- RC identity through phis ------------------------------------------------------------ */

enum { PHI_BUDGET = 16 };

LLVMValueRef ae_facts_phi_root(const ArcFacts *facts, LLVMValueRef root) {
  if (!LLVMIsAPHINode(root))
    return root;
  /* Every incoming value of the phi, and of the phis among them, transitively: the phi is the
   * object they all are, when they are all one (phis among them aside). */
  LLVMValueRef phis[PHI_BUDGET], common = NULL;
  size_t count = 0, next = 0;
  phis[count++] = root;
  while (next < count) {
    LLVMValueRef phi = phis[next++];
    for (unsigned k = 0; k < LLVMCountIncoming(phi); ++k) {
      LLVMValueRef v = ae_facts_rc_root(facts, LLVMGetIncomingValue(phi, k));
      if (LLVMIsAPHINode(v)) {
        bool seen = false;
        for (size_t j = 0; j < count && !seen; ++j)
          seen = phis[j] == v;
        if (seen)
          continue;
        if (count == PHI_BUDGET)
          return root;
        phis[count++] = v;
      } else if (!common) {
        common = v;
      } else if (common != v) {
        return root;
      }
    }
  }
  return common ? common : root;
}
