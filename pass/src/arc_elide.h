/* The pass's entry point from the shim: options and the per-function driver. */
#ifndef ARCELIDE_ARC_ELIDE_H
#define ARCELIDE_ARC_ELIDE_H

#include "llvm_bridge.h"

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

struct ArcProfile;

typedef struct ArcElideOptions {
  bool hoist;                       /* hoist loop-invariant pairs (off: arc-elide<no-hoist>) */
  bool local;                       /* thread-local rewrite (off: arc-elide<no-local>) */
  bool delete_pairs;                /* H9 for every runtime, not only those whose pairs are elidable
                                       (arc-elide<delete-pairs>) */
  bool destructors_return;          /* the user's promise that every destructor returns
                                       (arc-elide<destructors-return>) */
  const struct ArcProfile *profile; /* arc-elide<runtime=NAME>; NULL means every built-in */
} ArcElideOptions;

/* The defaults: everything on, every profile. */
ArcElideOptions ae_elide_default_options(void);

/* Parses the text between the angle brackets of arc-elide<...>: parameters separated by ';'.
 * Blanks around a parameter, its name and its value are ignored ('no-local; runtime=glib').
 * Returns false and writes a message into err on a parameter it does not know, a parameter
 * without its value (retain=), runtime= given twice, or an incomplete custom runtime. */
bool ae_elide_parse_params(const char *params, ArcElideOptions *out, char *err, size_t err_size);

/* Writes the parameters that reproduce OPTIONS (the text between the angle brackets, "" for the
 * defaults) into OUT, for printing the pipeline. */
void ae_elide_print_params(const ArcElideOptions *options, char *out, size_t size);

/* Whether the module declares an entry of a runtime the options recognise: when it does not,
 * the pass has nothing to do in any of its functions (and leaves them untouched). */
/* At the start of an optimising pipeline: the module's definitions of count observers stay calls
 * the pass can see after inlining (ae_profile_keep_observers_out_of_line). Returns whether it
 * changed anything. */
bool ae_elide_keep_observers(LLVMModuleRef module, const ArcElideOptions *options);

bool ae_elide_module_relevant(LLVMModuleRef module, const ArcElideOptions *options);

/* Once per module, before its first function: a custom runtime's names that the module does not
 * declare, said as likely typos (custom_runtime_check.h). */
void ae_elide_check_module(LLVMModuleRef module, const ArcElideOptions *options);

struct ArcRaisedCounts;

/* Before the function's analyses are built: turns invokes of runtime entries that never unwind
 * into calls (unwinding.h). Returns whether it changed the IR, the CFG included. */
bool ae_elide_prepare_function(LLVMValueRef fn, const ArcElideOptions *options);

/* After LoopSimplify, before the function's analyses are built: raises the count changes of
 * inlined reference counting to calls (inlined_counts.h), which *RAISED records for
 * ae_elide_function. Not before LoopSimplify: the paths the raise leaves unreachable would be
 * predecessors of loop blocks, whose branches LoopSimplify replaces by `unreachable`. Returns
 * whether it changed the IR, the CFG included (it removes edges only, so loops keep
 * LoopSimplify's form). */
bool ae_elide_raise_inlined_counts(LLVMValueRef fn, const ArcElideOptions *options,
                                   struct ArcRaisedCounts **raised);

/* Runs the pass on one function, then lowers what prepare raised (RAISED, which it frees; may
 * be NULL). Returns true when the IR changed; A's CFGChanged says whether the CFG did (the lazy
 * hoist's branches, an inlined count's expansion). */
bool ae_elide_function(LLVMValueRef fn, ArcAnalyses *A, const ArcElideOptions *options,
                       struct ArcRaisedCounts *raised);

#ifdef __cplusplus
}
#endif

#endif
