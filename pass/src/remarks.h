/* Remark text: every decision of the pass is rendered here (the rules return records,
 * decision.h), with source locations, handle names and the printf-style emitter. Messages are
 * one line, name the handle as the source does, and say where; tests pin their wording. */
#ifndef ARCELIDE_REMARKS_H
#define ARCELIDE_REMARKS_H

#include "decision.h"
#include "llvm_bridge.h"
#include "plan.h"

#include <stdbool.h>
#include <stddef.h>

/* Text buffer large enough for any location or name the pass prints. */
typedef struct ArcText {
  char text[160];
} ArcText;

/* " at file.c:12" for an instruction with a debug location, "" otherwise. */
ArcText ae_at_location(LLVMValueRef inst);
/* The loop's location (its llvm.loop start or its header's), as " at file.c:12", or without
 * debug info the function it is in, as " in f()". */
ArcText ae_loop_location(ArcLoop *L);
/* Which loop, for remarks: "the loop at x.c:3", "the parallel loop at x.c:3" (an OpenMP body),
 * "the chunk loop at x.c:3" / "the OpenMP dispatch loop at x.c:3" (a chunked schedule). */
ArcText ae_loop_name(ArcAnalyses *A, const ArcFacts *facts, ArcLoop *L);
/* INST when it has a debug location, else the first located instruction of L (a remark at an
 * instruction without one would point at the function). */
LLVMValueRef ae_located_in_loop(LLVMValueRef inst, ArcLoop *L);
/* The source name of the handle whose value is ROOT (and which is reloaded from SLOT, if not
 * NULL): debug info first, then the IR name, then "<unnamed>". */
ArcText ae_handle_name(ArcAnalyses *A, LLVMValueRef root, LLVMValueRef slot);
/* "step()" for a direct call, "an indirect call" otherwise. */
ArcText ae_callee_text(LLVMValueRef call);

/* "H1" .. "H9". */
const char *ae_rule_name(ArcRule rule);
/* What DECISION found, as the remarks say it ("the call to f() at x.c:3 may unwind out of the
 * loop"), into WHY. */
void ae_decision_text(ArcAnalyses *A, const ArcDecision *decision, char *why, size_t size);

/* The missed remarks for the handles PLAN's rules refused, in the order they were refused: which
 * rule and why, at the handle's first retain. */
void ae_remark_refusals(ArcAnalyses *A, const HoistPlan *plan);

/* The passed remark for hoisting H (about to be moved out of PLAN's loop), at its first retain:
 * how many calls one iteration ran (on every path, or the range), "atomic" only for a runtime
 * known to be atomic, and for a chunk loop of an OpenMP schedule that the pair still runs once
 * per chunk. */
void ae_remark_hoisted(ArcAnalyses *A, const HoistPlan *plan, const HoistHandle *h);

/* H6: CALL, a retain (RETAIN) or release of the immortal constant GLOBAL, is deleted. */
void ae_remark_immortal_deleted(ArcAnalyses *A, LLVMValueRef call, bool retain,
                                LLVMValueRef global);
/* H6: CALL, a retain (RETAIN) or release of NULL for a runtime whose entries ignore NULL, was
 * deleted. */
void ae_remark_null_deleted(ArcAnalyses *A, LLVMValueRef call, bool retain, const char *runtime);
/* H9: the pair RETAIN .. RELEASE is deleted (passed), or kept for DECISION (analysis). */
void ae_remark_pair_deleted(ArcAnalyses *A, const ArcFacts *facts, LLVMValueRef retain,
                            LLVMValueRef release);
/* H9 for an imprecise release: the pair RETAIN .. RELEASE is deleted; LAST_USE is the last use of
 * the object between them (NULL: none). */
void ae_remark_imprecise_pair_deleted(ArcAnalyses *A, const ArcFacts *facts, LLVMValueRef retain,
                                      LLVMValueRef release, LLVMValueRef last_use);
void ae_remark_pair_kept(ArcAnalyses *A, const ArcFacts *facts, LLVMValueRef retain,
                         const ArcDecision *decision);
/* H7: llvm.sideeffect keeps L from being assumed to terminate. */
void ae_remark_kept_alive(ArcAnalyses *A, ArcLoop *L);
/* A call named like a runtime entry that the pass leaves alone (its type does not fit the
 * profile's, or it is an invoke). */
void ae_remark_unrecognised(ArcAnalyses *A, LLVMValueRef call);
/* An indirect call in a loop that refcounts: treated as an opaque call. */
void ae_remark_indirect_call(ArcAnalyses *A, LLVMValueRef call);

/* Emits a remark when remarks are enabled; the message is formatted only then. */
void ae_remarkf(ArcAnalyses *A, ArcRemarkKind kind, const char *name, LLVMValueRef at,
                const char *format, ...) __attribute__((format(printf, 5, 6)));

/* The same with keyed arguments. FORMAT takes %s conversions only (and %%); "{Key}%s" makes that
 * string the remark's argument Key ("Handle", "Loop", "Rule", "Runtime", ...), which
 * -fsave-optimization-record's file lists under its key. The message is FORMAT's text with the
 * {Key} marks left out: "of '{Handle}%s'" reads "of 'h'" and files Handle: h. */
void ae_remark_keyed(ArcAnalyses *A, ArcRemarkKind kind, const char *name, LLVMValueRef at,
                     const char *format, ...) __attribute__((format(printf, 5, 6)));

#endif
