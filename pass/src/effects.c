/* The effects model (see effects.h): what an instruction may do, LLVM's answer unless a row of
 * exemptions.def applies, and each row's premise checked where it is applied (EXEMPT below).
 * The rows, their arguments, tests and sabotages: docs/exemptions.md. */
#include "effects.h"

#include "call_sites.h"
#include "hoist_rules.h"
#include "omp_capture.h"
#include "omp_schedule.h"
#include "ownership.h"
#include "rc_identity.h"
#include "unsound.h"

#include <stdlib.h>
#include <string.h>

/* ---- the exemption table --------------------------------------------------------------- */

typedef enum ArcExemption {
#define ARC_EXEMPTION(NAME, RULES, PREMISE) AE_EX_##NAME,
#include "exemptions.def"
  AE_EX_COUNT
} ArcExemption;

#ifdef ARCELIDE_PREMISE_SWITCHES
/* The test-only plugin ArcElidePremises.so: ARCELIDE_IGNORE_PREMISE=NAME[,NAME...] applies
 * those rows without checking their premise, so that a test can show that the suite goes red
 * without the check (docs/exemptions.md). Never in the plugin anyone uses. */
static const char *const exemption_names[] = {
#define ARC_EXEMPTION(NAME, RULES, PREMISE) #NAME,
#include "exemptions.def"
};

static bool premise_ignored(ArcExemption row) {
  const char *list = getenv("ARCELIDE_IGNORE_PREMISE");
  size_t n = strlen(exemption_names[row]);
  for (const char *p = list; p && *p; p += strcspn(p, ",") + (p[strcspn(p, ",")] != 0))
    if (strncmp(p, exemption_names[row], n) == 0 && (p[n] == ',' || p[n] == 0))
      return true;
  return false;
}
#else
static bool premise_ignored(ArcExemption row) {
  (void)row;
  return false;
}
#endif

/* The row applies when its premise holds. */
#define EXEMPT(NAME, PREMISE) ((PREMISE) || premise_ignored(AE_EX_##NAME))

/* ---- runtime calls ------------------------------------------------------------------------- */

/* CALL is an inert runtime call (effects.h). WITH_DELETIONS: a release the plan deletes counts as
 * not the last. H5 decides before the plan's refusals are final, so it asks without (a release the
 * plan deletes now may stay when its handle is refused later). */
static bool runtime_call_is_inert(const HoistPlan *plan, LLVMValueRef call, bool with_deletions) {
  if (!plan)
    return false;
  ArcCall c = ae_facts_call(plan->facts, call);
  if (ae_call_is_retain(c.kind))
    return EXEMPT(RETAIN_RUNS_NO_USER_CODE, c.profile->counting_runs_no_user_code);
  if (ae_call_is_release(c.kind)) {
    bool not_last = (with_deletions && ae_plan_deletes(plan, call)) ||
                    ae_handle_caller_held(ae_plan_handle_of(plan, call));
    return EXEMPT(UNLAST_RELEASE_RUNS_NO_USER_CODE,
                  not_last && c.profile->counting_runs_no_user_code);
  }
  return false;
}

/* OBJECT (an RC root) comes from RUNTIME's allocation entry, with a destructor that returns: NULL
 * (the block is only freed), or a function LLVM marks willreturn and nounwind (inferred for a
 * destructor that releases nothing and calls only such functions). With counting that runs no
 * user code, its release then returns even when it is the last (row KNOWN_DESTRUCTOR_RETURNS). */
static bool destructor_returns(const HoistPlan *plan, LLVMValueRef object,
                               const ArcProfile *runtime) {
  if (!plan || !object || !LLVMIsACallInst(object))
    return false;
  ArcCall alloc = ae_classify_call(object, ae_facts_profile(plan->facts));
  bool known = (alloc.kind == ARC_CALL_ALLOC || alloc.kind == ARC_CALL_ALLOC_LOCAL) &&
               alloc.profile == runtime && alloc.entry->signature == ARC_SIG_PTR_OF_SIZE_FN &&
               runtime->counting_runs_no_user_code && runtime->alloc_takes_destructor;
  LLVMValueRef destructor = known ? ae_strip_pointer_casts(LLVMGetOperand(object, 1)) : NULL;
  return EXEMPT(KNOWN_DESTRUCTOR_RETURNS,
                destructor && (LLVMIsAConstantPointerNull(destructor) ||
                               (ae_function_has_attribute(destructor, "willreturn") &&
                                ae_function_has_attribute(destructor, "nounwind"))));
}

/* CALL is a release of an object whose destructor returns (row KNOWN_DESTRUCTOR_RETURNS). */
static bool release_returns(const HoistPlan *plan, LLVMValueRef call) {
  if (!plan)
    return false;
  ArcCall c = ae_facts_call(plan->facts, call);
  if (!ae_call_is_release(c.kind))
    return false;
  LLVMValueRef object = ae_facts_phi_root(plan->facts, ae_facts_root(plan->facts, call));
  return destructor_returns(plan, object, c.profile);
}

/* ---- control --------------------------------------------------------------------------------- */

static bool is_call(LLVMValueRef inst) {
  return LLVMIsACallInst(inst) || LLVMIsAInvokeInst(inst) || LLVMIsACallBrInst(inst);
}

static bool may_not_return(const HoistPlan *plan, LLVMValueRef inst, bool with_deletions) {
  /* Other instructions: LLVM's model, in which a load or arithmetic always continues and a
   * volatile store may trap (LangRef, "volatile"); a resume is an exit of the CFG (H1). */
  if (!is_call(inst))
    return !ae_transfers_execution(inst) && !LLVMIsAResumeInst(inst);
  /* `willreturn`: returns or unwinds, and unwinding is an exit of the CFG (an invoke's edge) or
   * H1's (a call that unwinds out of the function). */
  if (ae_transfers_execution(inst) || ae_call_has_fn_attribute(inst, "willreturn"))
    return false;
  if (EXEMPT(OMP_DISPATCH_ENTRY, ae_omp_is_dispatch_entry(inst)) ||
      EXEMPT(OMP_BOOKKEEPING_RETURNS, ae_omp_is_bookkeeping_entry(inst)))
    return false;
  return !runtime_call_is_inert(plan, inst, with_deletions) && !release_returns(plan, inst);
}

bool ae_fx_may_not_return(const HoistPlan *plan, LLVMValueRef inst) {
  return may_not_return(plan, inst, true);
}

bool ae_fx_may_not_return_in_region_body(const HoistPlan *plan, LLVMValueRef inst) {
  return may_not_return(plan, inst, true) &&
         !EXEMPT(OMP_TEAM_SYNC_RETURNS, ae_omp_is_team_sync_entry(inst));
}

bool ae_fx_deleted_and_inert(const HoistPlan *plan, LLVMValueRef inst) {
  return EXEMPT(DELETED_CALLS_RUN_NOTHING, plan && ae_plan_deletes(plan, inst)) &&
         runtime_call_is_inert(plan, inst, true);
}

bool ae_fx_passes_control_on(const HoistPlan *plan, const ArcProfile *runtime, LLVMValueRef inst) {
  /* Unwinding counts here: a call before the retain that unwinds on the first iteration leaves
   * the object unproven (H5), whatever H1 lets unwind. */
  if (ae_transfers_execution(inst) ||
      (is_call(inst) && (runtime_call_is_inert(plan, inst, false) || release_returns(plan, inst))))
    return true;
  return EXEMPT(STATUS_CODES, runtime->status_codes && LLVMIsACallInst(inst) &&
                                  !LLVMHasPersonalityFn(
                                      LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst))) &&
                                  ae_call_has_fn_attribute(inst, "willreturn"));
}

bool ae_fx_may_unwind(LLVMValueRef inst) { return ae_may_throw(inst); }

/* The last release of OBJECT (NULL: an object the code does not name) returns: its destructor is
 * known to return, or RUNTIME's contract says every destructor does, or (where BY_PROMISE) the
 * user promises it. Ownership does not take the promise: it needs no object to come back to life
 * after its last release, and a release that is not the last to write only the count, of which
 * the promise says nothing (a GObject's dispose may take a new reference); the runtime's
 * counting must run no user code as well (every runtime with the contract has it: arc,
 * Objective-C ARC). */
static bool last_release_returns(const HoistPlan *plan, LLVMValueRef object,
                                 const ArcProfile *runtime, bool by_promise) {
  if (object && destructor_returns(plan, object, runtime))
    return true;
  return EXEMPT(DESTRUCTORS_RETURN, runtime->destructors_return || runtime->pairs_elidable ||
                                        (by_promise && plan->memory->destructors_return));
}

static bool owned_release_returns(const HoistPlan *plan, LLVMValueRef object,
                                  const ArcProfile *runtime) {
  return runtime->counting_runs_no_user_code && last_release_returns(plan, object, runtime, false);
}

bool ae_fx_last_release_returns(const HoistPlan *plan, const HoistHandle *h) {
  return last_release_returns(plan, h->reload ? NULL : h->key, h->runtime, true);
}

bool ae_fx_may_queue_task(const HoistPlan *plan, const HoistHandle *h, LLVMValueRef inst) {
  if (!is_call(inst))
    return false;
  ArcCall c = ae_facts_call(plan->facts, inst);
  if (ae_call_is_retain(c.kind))
    return !EXEMPT(RETAIN_RUNS_NO_USER_CODE, c.profile->counting_runs_no_user_code);
  if (ae_call_is_release(c.kind)) /* not the last by the ownership premise under proof */
    return !EXEMPT(UNLAST_RELEASE_RUNS_NO_USER_CODE,
                   ae_plan_handle_of(plan, inst) == h && c.profile->counting_runs_no_user_code);
  if (EXEMPT(OMP_ENTRY_QUEUES_NO_TASK, ae_omp_entry_queues_no_task(inst)))
    return false;
  /* Queueing a task hands it to the thread that runs it: no nosync function does. */
  return !ae_fx_call_is_nosync(inst);
}

/* H3 lets H's copies nest (two held at once) where pairs may be deleted, and H has more than one
 * retain in the loop: a way out between the retains and their releases strands two references in
 * the source and one in the hoisted loop, which only H8's refusal of the reads after the inner
 * release kept from mattering; ownership would excuse those reads. */
static bool copies_may_nest(const HoistPlan *plan, const HoistHandle *h) {
  if (!h->runtime->pairs_elidable && !plan->memory->copies_may_nest)
    return false;
  size_t retains = 0;
  for (size_t k = 0; k < h->ops.count; ++k)
    retains += ae_call_is_retain(ae_facts_call(plan->facts, h->ops.items[k]).kind);
  return retains > 1;
}

bool ae_fx_handle_outlives_loop(ArcAnalyses *A, const HoistPlan *plan, const HoistHandle *h) {
  PtrMap *known = &plan->caches->outlives_loop;
  uintptr_t answer = (uintptr_t)ae_ptr_map_get(known, h);
  if (!answer) {
    /* A lazy handle's loop may run on for ever after its last release without retaining again
     * (the nested loop that retains is guarded). */
    bool premise = !h->lazy && !copies_may_nest(plan, h) && ae_nested_loops_end(A, plan) &&
                   ae_loop_cycles_are_loops(A, plan);
    if (!h->reload) {
      premise = premise && owned_release_returns(plan, h->key, h->runtime) &&
                ae_exits_reach_use_of(A, plan, h->key);
    } else {
      /* Loaded in a parallel-region body from a capture slot: the forking function's object. */
      ValueList captured = {0};
      premise = premise && ae_fx_slot_is_private_capture(h->key) &&
                ae_body_leaves_no_thread_outside(A, plan) && ae_body_queues_no_task(plan, h) &&
                ae_outlined_exits_reach_use(A, plan, h->key, &captured);
      for (size_t k = 0; premise && k < captured.count; ++k)
        premise = owned_release_returns(plan, captured.items[k], h->runtime);
      value_list_free(&captured);
    }
    answer = EXEMPT(OWNED_ACROSS_LOOP, premise) ? 2 : 1;
    ae_ptr_map_put(known, h, (void *)answer);
  }
  return answer == 2;
}

/* ---- memory -------------------------------------------------------------------------------- */

/* The strongest ordering INST has on any path: a compare-exchange's failure ordering counts as
 * much as its success ordering. NotAtomic for anything that is not an atomic access or fence. */
static LLVMAtomicOrdering strongest_ordering(LLVMValueRef inst) {
  if (LLVMIsAAtomicCmpXchgInst(inst)) {
    LLVMAtomicOrdering s = LLVMGetCmpXchgSuccessOrdering(inst);
    LLVMAtomicOrdering f = LLVMGetCmpXchgFailureOrdering(inst);
    return s > f ? s : f; /* LLVM's enum grows with strength: monotonic < acquire < ... */
  }
  if (LLVMIsALoadInst(inst) || LLVMIsAStoreInst(inst) || LLVMIsAAtomicRMWInst(inst) ||
      LLVMIsAFenceInst(inst))
    return LLVMGetOrdering(inst);
  return LLVMAtomicOrderingNotAtomic;
}

static bool is_volatile_access(LLVMValueRef inst) {
  return (LLVMIsALoadInst(inst) || LLVMIsAStoreInst(inst) || LLVMIsAAtomicRMWInst(inst) ||
          LLVMIsAAtomicCmpXchgInst(inst)) &&
         LLVMGetVolatile(inst);
}

bool ae_fx_call_is_nosync(LLVMValueRef call) {
  return EXEMPT(NOSYNC_CALL, ae_call_is_nosync(call));
}

bool ae_fx_may_synchronise(LLVMValueRef inst) {
  if (is_call(inst))
    return !ae_fx_call_is_nosync(inst);
  if (LLVMIsAFenceInst(inst))
    return true;
  LLVMAtomicOrdering o = strongest_ordering(inst);
  if (o == LLVMAtomicOrderingNotAtomic)
    return false;
  return !EXEMPT(RELAXED_ACCESS_NO_SYNC,
                 o <= LLVMAtomicOrderingMonotonic && !is_volatile_access(inst));
}

/* The slot the load RELOAD reads is memory no other thread may write while the function runs:
 * a noalias or byval argument's memory, or a local variable, whose address the function never
 * captures. */
static bool slot_is_function_private(LLVMValueRef reload) {
  LLVMValueRef address = LLVMGetOperand(reload, 0);
  LLVMValueRef owner = ae_private_argument_of(address);
  if (!owner)
    owner = ae_local_variable_of(address); /* a C++ object in a local whose address stays in */
  return EXEMPT(FUNCTION_PRIVATE_MEMORY, owner && !ae_may_be_captured(owner));
}

/* The slot the load RELOAD reads is a local variable that only parallel regions' bodies can reach
 * besides its own function (omp_capture.h): INST, when it is no fork call, cannot write it, and
 * no other thread writes it while no team runs. */
static bool slot_is_forked_local(LLVMValueRef inst, LLVMValueRef reload) {
  return !ae_omp_is_fork_call(inst) &&
         EXEMPT(OMP_FORKED_LOCAL, ae_omp_local_escapes_only_into_forks(
                                      ae_strip_pointer_casts(LLVMGetOperand(reload, 0))));
}

/* CALL is one of libomp's dispatch or bookkeeping entries and none of its pointer arguments may
 * name the slot RELOAD reads: it writes the bounds its arguments name and libomp's own state,
 * and OpenMP implies no flush at a chunk's dispatch (row OMP_DISPATCH_NO_FLUSH). */
static bool dispatch_leaves_slot(ArcAnalyses *A, LLVMValueRef call, LLVMValueRef reload) {
  bool entry = ae_omp_is_dispatch_entry(call) || ae_omp_is_bookkeeping_entry(call);
  LLVMValueRef slot = LLVMGetOperand(reload, 0);
  for (unsigned k = 0; entry && k < (unsigned)LLVMGetNumArgOperands(call); ++k) {
    LLVMValueRef arg = LLVMGetOperand(call, k);
    if (LLVMGetTypeKind(LLVMTypeOf(arg)) == LLVMPointerTypeKind && ae_may_alias(A, arg, slot))
      entry = false;
  }
  return EXEMPT(OMP_DISPATCH_NO_FLUSH, entry);
}

ArcSlotWrite ae_fx_may_write_slot(ArcAnalyses *A, const HoistPlan *plan, LLVMValueRef inst,
                                  LLVMValueRef reload) {
  if (!ae_may_write_memory(inst))
    return AE_SLOT_NOT_WRITTEN; /* loads that are at most unordered, arithmetic, ... */
  if (ae_unsound(AE_UNSOUND_ACQUIRE) && (LLVMIsALoadInst(inst) || LLVMIsAFenceInst(inst)))
    return AE_SLOT_NOT_WRITTEN;
  /* A load writes nothing; LLVM models one stronger than unordered as a write because it may
   * synchronise, and a relaxed one cannot (alias analysis answers for the others below). */
  if (LLVMIsALoadInst(inst) && !ae_fx_may_synchronise(inst))
    return AE_SLOT_NOT_WRITTEN;
  if (is_call(inst) && runtime_call_is_inert(plan, inst, true))
    return AE_SLOT_NOT_WRITTEN; /* a retain (or a release that is not the last): its count only */
  if (is_call(inst) &&
      (slot_is_forked_local(inst, reload) || dispatch_leaves_slot(A, inst, reload)))
    return AE_SLOT_NOT_WRITTEN;
  if (ae_may_write_location_of(A, inst, reload))
    return is_call(inst) ? AE_SLOT_CALL
           : LLVMIsAStoreInst(inst) && strongest_ordering(inst) == LLVMAtomicOrderingNotAtomic
               ? AE_SLOT_STORE
               : AE_SLOT_SYNC;
  /* Alias analysis answers for the instruction's own accesses, not for another thread's store
   * that an acquire in it makes visible: an instruction that may synchronise writes every slot
   * another thread may write. */
  if (!(ae_unsound(AE_UNSOUND_SYNC_CALL) && is_call(inst)) && ae_fx_may_synchronise(inst) &&
      !slot_is_function_private(reload))
    return is_call(inst) ? AE_SLOT_SYNC_CALL : AE_SLOT_SYNC;
  return AE_SLOT_NOT_WRITTEN;
}

bool ae_fx_slot_is_private_capture(LLVMValueRef slot) {
  return EXEMPT(OMP_PRIVATE_CAPTURE, ae_omp_slot_is_private_capture(slot));
}

/* A load of a loop-bound variable that only OpenMP's worksharing runtime also sees. */
static bool reads_worksharing_bound(LLVMValueRef inst) {
  return LLVMIsALoadInst(inst) &&
         EXEMPT(OMP_WORKSHARING_BOUND,
                ae_omp_slot_is_worksharing_local(ae_strip_pointer_casts(LLVMGetOperand(inst, 0))));
}

bool ae_fx_may_read_what_release_writes(ArcAnalyses *A, LLVMValueRef inst, LLVMValueRef release) {
  if (reads_worksharing_bound(inst) || EXEMPT(OMP_DISPATCH_ENTRY, ae_omp_is_dispatch_entry(inst)))
    return false;
  if (LLVMIsALoadInst(inst) && slot_is_forked_local(release, inst))
    return false; /* a destructor cannot reach a variable only parallel regions see */
  return ae_may_read_what_call_writes(A, inst, release);
}

/* The observer call CALL may read OBJECT's count: one whose arguments reach its object only
 * indirectly observes any object; another, the object any of its arguments may name (its first
 * by the profile's convention, but a custom observer may take a context first). */
static bool observes(ArcAnalyses *A, LLVMValueRef inst, ArcCall call, LLVMValueRef object) {
  if (call.entry && call.entry->signature == ARC_SIG_OBSERVER_OF_ANY)
    return true;
  for (unsigned k = 0; k < (unsigned)LLVMGetNumArgOperands(inst); ++k) {
    LLVMValueRef arg = LLVMGetOperand(inst, k);
    LLVMTypeKind kind = LLVMGetTypeKind(LLVMTypeOf(arg));
    if ((kind == LLVMPointerTypeKind || kind == LLVMIntegerTypeKind) &&
        ae_fx_may_be_same_object(A, arg, object))
      return true;
  }
  return false;
}

/* INST, a load or atomic access, may read bytes OFFSET..OFFSET+SIZE of OBJECT. A load at a
 * constant offset from the object itself (through its retains, RC identity) reads exactly its
 * bytes; anything else is alias analysis's answer for the object's first OFFSET + SIZE bytes. */
static bool reads_count_word(ArcAnalyses *A, const HoistPlan *plan, LLVMValueRef inst,
                             LLVMValueRef object, unsigned offset, unsigned size) {
  if (LLVMIsALoadInst(inst)) {
    int64_t at = 0, object_at = 0;
    LLVMValueRef base = ae_pointer_base(LLVMGetOperand(inst, 0), &at);
    LLVMValueRef object_base = ae_pointer_base(object, &object_at);
    if (plan) {
      base = ae_facts_rc_root(plan->facts, base);
      object_base = ae_facts_rc_root(plan->facts, object_base);
    }
    unsigned bytes = ae_load_size(inst);
    if (base == object_base && bytes) {
      int64_t begin = at - object_at, end = begin + (int64_t)bytes;
      return begin < (int64_t)(offset + size) && end > (int64_t)offset;
    }
  }
  return ae_may_read_bytes_at(A, inst, object, offset + size);
}

bool ae_fx_may_read_count(ArcAnalyses *A, const HoistPlan *plan, LLVMValueRef inst,
                          LLVMValueRef object, const ArcProfile *runtime) {
  ArcCall call = plan ? ae_facts_call(plan->facts, inst) : (ArcCall){0};
  if (call.kind == ARC_CALL_OBSERVER)
    return observes(A, inst, call, object);
  unsigned offset = runtime->count_word_offset, size = runtime->count_word_size;
  /* The count word is part of the object's public layout (Py_REFCNT, GObject's ref_count): a
   * load, or an atomic access, that may read it observes the count. */
  if (size &&
      (LLVMIsALoadInst(inst) || LLVMIsAAtomicRMWInst(inst) || LLVMIsAAtomicCmpXchgInst(inst))) {
    /* The count is an atomic object of its language: a plain load never reads it. */
    if (LLVMIsALoadInst(inst) && LLVMGetOrdering(inst) == LLVMAtomicOrderingNotAtomic &&
        EXEMPT(COUNT_READ_ATOMICALLY, runtime->count_read_atomically))
      return false;
    return reads_count_word(A, plan, inst, object, offset, size); /* a load of the count word */
  }
  if (!runtime->opaque_calls_observe || !is_call(inst) || ae_is_lifetime_marker(inst))
    return false; /* a lifetime marker reads nothing: it ends or begins a local's lifetime */
  /* Code the pass cannot see may read it too (CPython): a call or an intrinsic (a memcpy of the
   * object) that LLVM's memory effects say may read it, and a runtime call that runs user code
   * (a release's destructor), however alias analysis sees it. */
  if (ae_call_is_retain(call.kind) || ae_call_is_release(call.kind))
    return !runtime_call_is_inert(plan, inst, true); /* H4 asks again after every refusal */
  /* opaque calls, and intrinsics: LLVM's memory effects answer for them */
  return ae_may_read_bytes_at(A, inst, object, offset + (size ? size : 8));
}

bool ae_fx_volatile_count_may_move(const ArcProfile *profile) {
  return EXEMPT(VOLATILE_COUNTS_BY_API, profile && profile->volatile_counts_by_api);
}

bool ae_fx_count_owns_object(bool deletes) { return EXEMPT(INTRUSIVE_COUNT_OWNS_OBJECT, deletes); }

bool ae_fx_may_access_object(ArcAnalyses *A, LLVMValueRef inst, LLVMValueRef object,
                             bool writes_only) {
  return ae_may_access_around(A, inst, object, writes_only);
}

bool ae_fx_may_be_same_object(ArcAnalyses *A, LLVMValueRef p, LLVMValueRef q) {
  return ae_may_alias(A, p, q);
}

bool ae_fx_may_write_memory(LLVMValueRef inst) { return ae_may_write_memory(inst); }

bool ae_fx_may_have_side_effects(LLVMValueRef inst) { return ae_may_have_side_effects(inst); }

/* ---- escape -------------------------------------------------------------------------------- */

bool ae_fx_call_keeps_argument(LLVMValueRef call, unsigned arg) {
  return !ae_call_arg_not_captured(call, arg);
}
