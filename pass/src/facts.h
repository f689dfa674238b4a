/* The function's facts, gathered once before the pass decides anything: every runtime call of
 * the function (and every call named like an entry whose type does not fit) with its
 * classification (kind, profile, entry, object) and the RC root of its object, in a
 * pointer -> record map. Every rule reads them from here instead of classifying calls again.
 *
 * The pass changes the IR as it goes (H6 deletes calls, hoisting deletes the loop's calls and
 * inserts new ones in preheaders and exits, the thread-local rewrite redirects calls), and the
 * facts follow: each such change goes through this file, so a record is never read for a
 * deleted instruction and an inserted call has its record when the enclosing loop is planned.
 * Facts about one loop (its handles, H1) are gathered when that loop's turn comes
 * (loop_hoist.c), after the loops nested in it have been rewritten; the role a loop plays in an
 * OpenMP schedule, which the pass never changes, is asked here once per loop. */
#ifndef ARCELIDE_FACTS_H
#define ARCELIDE_FACTS_H

#include "llvm_bridge.h"
#include "omp_schedule.h"
#include "profile.h"

#include <llvm-c/Core.h>
#include <stdbool.h>

typedef struct ArcFacts ArcFacts;

/* Classifies every call of FN against PROFILE (every built-in profile when NULL), and finds the
 * loads of FN that read what a store of the same loop iteration wrote (ae_facts_forwarded). */
ArcFacts *ae_facts_new(LLVMValueRef fn, const ArcProfile *profile, ArcAnalyses *A);
void ae_facts_free(ArcFacts *F);

/* The profile the facts were gathered for (NULL: every built-in one). */
const ArcProfile *ae_facts_profile(const ArcFacts *F);

/* INST's classification: kind ARC_CALL_NONE for anything that is not a runtime call. */
ArcCall ae_facts_call(const ArcFacts *F, LLVMValueRef inst);
/* The RC root of a runtime call's object (rc_identity.h); NULL for anything else. */
LLVMValueRef ae_facts_root(const ArcFacts *F, LLVMValueRef inst);
/* A load in a loop that reads a local variable (an alloca) which a store in the same innermost
 * loop wrote, with no write between (MemorySSA, ae_store_read_by): the stored value; else NULL.
 * The load is that value: C++ keeps a shared_ptr's copy in a local and reads its control block
 * back, and clang forwards the store to the load unless a volatile atomic stood between them
 * (libstdc++'s count change, which the raise has taken out). */
LLVMValueRef ae_facts_forwarded(const ArcFacts *F, LLVMValueRef load);
/* The RC root of any value, looking through the retains the facts know and the forwarded
 * loads. */
LLVMValueRef ae_facts_rc_root(const ArcFacts *F, LLVMValueRef v);
/* The RC root of a call whose root is ROOT, seen through phis: a phi all of whose incoming
 * values (through other phis) have one RC root is that object (the copies of a rotated loop). */
LLVMValueRef ae_facts_phi_root(const ArcFacts *F, LLVMValueRef root);

/* L's role in a chunked OpenMP schedule (omp_schedule.h), worked out once per loop. */
ArcOmpLoopRole ae_facts_omp_loop_role(const ArcFacts *F, ArcAnalyses *A, ArcLoop *L);

/* The pass inserted CALL (a runtime call): classifies it. */
void ae_facts_inserted(ArcFacts *F, LLVMValueRef call);
/* The pass changed which function CALL calls: classifies it again. */
void ae_facts_redirected(ArcFacts *F, LLVMValueRef call);
/* The calls RAISED stands for are inlined counts raised to calls (inlined_counts.h): when the
 * pass deletes one, its kept instructions go with it. */
struct ArcRaisedCounts;
void ae_facts_track_raised(ArcFacts *F, struct ArcRaisedCounts *raised);
/* Deletes the runtime call CALL, a retain's uses taking its object (it returns its argument):
 * the one way the pass deletes an instruction. */
void ae_facts_erase(ArcFacts *F, LLVMValueRef call);

#endif
