/* The effects model: the one place that says what an instruction may do, as every rule of the
 * pass asks it. A rule never decides on its own whether an instruction may write a slot, read
 * what a destructor writes, not return, unwind, read a count, synchronise with another thread or
 * run user code: it asks here, and the answer is LLVM's (alias analysis, memory effects,
 * attributes, capture tracking, through llvm_bridge.h) unless a named exemption applies. Every
 * exemption is a row of exemptions.def with its premise, and effects.c checks the premise where
 * it applies it; the rows, their tests and the sabotages that show the tests go red without the
 * check are listed in docs/exemptions.md.
 *
 * The models are LLVM's ObjCARC dependency analysis (CanAlterRefCount, CanUse, each ending in
 * "assume the worst") and Swift's MemBehavior: an instruction the model knows nothing about may
 * do everything. PLAN may be NULL where a rule asks outside a loop's plan (H9): then no call is
 * one the rewrite deletes. */
#ifndef ARCELIDE_EFFECTS_H
#define ARCELIDE_EFFECTS_H

#include "facts.h"
#include "llvm_bridge.h"
#include "plan.h"

#include <stdbool.h>

/* ---- runtime calls ----------------------------------------------------------------------- */

/* A runtime call is *inert* when it runs no code but the runtime's own and passes control on, by
 * the exemptions "retain runs no user code" and "a release that is not the last runs no user
 * code": a retain of a runtime whose counting runs no user code; a release that the rewrite
 * deletes (the hoisted reference outlives it) or of an argument the caller holds, of such a
 * runtime. Everything else a runtime entry does (a release that may be the last runs a
 * destructor) is user code. */

/* CALL is one the rewrite deletes (exemption "deleted calls run nothing") and it is inert: after
 * the rewrite it is gone, and in the source it did nothing but change a count that the hoisted
 * reference keeps above zero, so it is no read, no writer and no way out (H8). */
bool ae_fx_deleted_and_inert(const HoistPlan *plan, LLVMValueRef call);

/* ---- control ------------------------------------------------------------------------------ */

/* INST may leave without returning. A call: it may call exit, longjmp or pthread_exit, or wait
 * forever (it is not `willreturn`), unless it is an inert runtime call (above) or one of libomp's
 * dispatch entries (exemption "dispatch entry"). Unwinding is not counted here: an invoke's unwind
 * edge is an exit of the CFG, and a call that may unwind out of the function is H1's. Another
 * instruction: as LLVM models it, a volatile store may trap and nothing else leaves (a load is
 * assumed not to fault: docs/exemptions.md, "What the model still assumes"). */
bool ae_fx_may_not_return(const HoistPlan *plan, LLVMValueRef inst);

/* The same, asked by the ownership premise about a parallel-region body's code outside its loop,
 * where libomp's team synchronisation entries return (row OMP_TEAM_SYNC_RETURNS): every thread
 * of the team reaches them, and the premise shows none can stay away for ever. */
bool ae_fx_may_not_return_in_region_body(const HoistPlan *plan, LLVMValueRef inst);

/* H5's walk: INST passes control to the next instruction, unwinding included: LLVM says so
 * (willreturn and nounwind), or it is an inert runtime call (a release the plan deletes is not
 * taken for one that is not the last: H5 decides before the plan's refusals are final), or, in
 * the code of a runtime that reports errors by status codes (exemption "status codes"), it is a
 * `willreturn` call in a function without a personality. */
bool ae_fx_passes_control_on(const HoistPlan *plan, const ArcProfile *runtime, LLVMValueRef inst);

/* No release of H in PLAN's loop is the object's last, by row OWNED_ACROSS_LOOP: code after the
 * loop needs the object alive on every path from every exit (ownership.h), its destructor
 * returns, and every loop nested in the loop ends. Then a release in the loop runs no destructor,
 * and what the iteration does after it cannot see one (H8). Kept per handle (RuleCaches). */
bool ae_fx_handle_outlives_loop(ArcAnalyses *A, const HoistPlan *plan, const HoistHandle *h);

/* A release of H in PLAN's loop returns to the loop even when it is the object's last: its
 * destructor is known to return (row KNOWN_DESTRUCTOR_RETURNS), or its runtime's contract says
 * destructors return (row DESTRUCTORS_RETURN: ARC_PROFILE_DESTRUCTORS_RETURN, or Objective-C
 * ARC, whose pairs may be elided, so that a release's point is not the program's to observe).
 * Only then does a retain later in the loop prove that the release before it was not the last
 * (H8). */
bool ae_fx_last_release_returns(const HoistPlan *plan, const HoistHandle *h);

/* INST, in a parallel-region body, may queue an explicit OpenMP task (which a barrier,
 * reduction or the region's join then runs, and which may not return): any call but a retain
 * whose counting runs no user code, a release of H's own object (not its last, by the ownership
 * premise under proof) with such counting, one of libomp's entries that create no task (row
 * OMP_ENTRY_QUEUES_NO_TASK: its barriers and reductions run queued tasks but create none), or a
 * nosync call (row NOSYNC_CALL: queueing a task hands it to the thread that runs it). */
bool ae_fx_may_queue_task(const HoistPlan *plan, const HoistHandle *h, LLVMValueRef inst);

/* INST may unwind (Instruction::mayThrow: a call or invoke that is not nounwind, intrinsics
 * included, a resume). */
bool ae_fx_may_unwind(LLVMValueRef inst);

/* ---- memory ------------------------------------------------------------------------------- */

/* Why INST may change what the load RELOAD reads next time (H2): AE_REASON_NONE when it
 * cannot. A store or call that alias analysis says may write the slot; an instruction that may
 * synchronise (below) unless the slot is memory no other thread may write (exemption
 * "function-private memory"). Runtime calls that are inert write nothing but their object's
 * count. */
typedef enum ArcSlotWrite {
  AE_SLOT_NOT_WRITTEN,
  AE_SLOT_STORE,     /* a plain store that may write it */
  AE_SLOT_CALL,      /* a call alias analysis says may write it */
  AE_SLOT_SYNC_CALL, /* a call that may synchronise with another thread */
  AE_SLOT_SYNC,      /* an ordered atomic access or fence stronger than relaxed */
} ArcSlotWrite;
ArcSlotWrite ae_fx_may_write_slot(ArcAnalyses *A, const HoistPlan *plan, LLVMValueRef inst,
                                  LLVMValueRef reload);

/* SLOT is an OpenMP capture slot that only the region's loads can reach (exemption "OpenMP
 * private capture", omp_capture.h): nothing writes it while the region runs. */
bool ae_fx_slot_is_private_capture(LLVMValueRef slot);

/* INST may make another thread's writes visible to this one: a fence, an atomic access whose
 * strongest ordering (a compare-exchange's success and failure orderings both) is stronger than
 * relaxed, or a call that is not `nosync`. Volatile accesses count as synchronising. */
bool ae_fx_may_synchronise(LLVMValueRef inst);

/* INST, which stays after the rewrite, may read memory that RELEASE (a release that may run a
 * destructor) may write (H8). Loads of OpenMP worksharing bounds and libomp's dispatch entries
 * read nothing a destructor writes (exemptions "worksharing bound", "dispatch entry"). */
bool ae_fx_may_read_what_release_writes(ArcAnalyses *A, LLVMValueRef inst, LLVMValueRef release);

/* INST may read the count of OBJECT, a handle of RUNTIME (H4, H9): an observer entry of the
 * profile on a pointer that may be OBJECT; for a runtime whose count word any code may read
 * (CPython), any instruction, intrinsics included, that LLVM says may read the object's count
 * word, and any runtime call that is not inert (a release that may run a destructor; one that
 * PLAN deletes runs none, so the answer changes as handles are refused and H4 is asked again
 * until the plan is stable). Observers behind visible callees are H4's own search. */
bool ae_fx_may_read_count(ArcAnalyses *A, const HoistPlan *plan, LLVMValueRef inst,
                          LLVMValueRef object, const ArcProfile *runtime);

/* May INST write (WRITES_ONLY), or read or write, any byte of the object OBJECT points into? */
bool ae_fx_may_access_object(ArcAnalyses *A, LLVMValueRef inst, LLVMValueRef object,
                             bool writes_only);

/* May the pointers P and Q point into the same object? */
bool ae_fx_may_be_same_object(ArcAnalyses *A, LLVMValueRef p, LLVMValueRef q);

/* Instruction::mayWriteToMemory and mayHaveSideEffects, for the rules that ask exactly that. */
bool ae_fx_may_write_memory(LLVMValueRef inst);
bool ae_fx_may_have_side_effects(LLVMValueRef inst);

/* ---- inlined counts ---------------------------------------------------------------------- */

/* A volatile read-modify-write of a count of PROFILE's library (NULL: none) may be raised to a
 * call, which the rules may then move or delete (row VOLATILE_COUNTS_BY_API): the profile says
 * the library's counts are volatile only by its API's signature. */
bool ae_fx_volatile_count_may_move(const ArcProfile *profile);

/* An i32 at an object's address whose decrement to zero runs code that DELETES the object (frees
 * it) is that object's reference count, and its increments in the same function are retains (row
 * INTRUSIVE_COUNT_OWNS_OBJECT): without the deletion an add and a subtract of 1 are any
 * counter's. */
bool ae_fx_count_owns_object(bool deletes);

/* ---- escape ------------------------------------------------------------------------------- */

/* CALL keeps no copy of its argument ARG and does not synchronise with other threads: what the
 * thread-local escape analysis needs of a call it passes an object to. */
bool ae_fx_call_keeps_argument(LLVMValueRef call, unsigned arg);
bool ae_fx_call_is_nosync(LLVMValueRef call);

#endif
