/* H9, pairs nothing can disturb: a retain followed, in the same block, by a release of the same
 * object, with nothing between them that could lower the object's count, read it, or let another
 * thread do either, is deleted outright, in loops and outside them, for every profile. Between
 * the two the count is one lower than in the source and equal everywhere else; the argument that
 * no one can tell is in docs/pair-elision.md. For Objective-C, a release marked
 * !clang.imprecise_release is judged only up to the object's last use between them. */
#ifndef ARCELIDE_H9_UNDISTURBED_PAIR_H
#define ARCELIDE_H9_UNDISTURBED_PAIR_H

#include "facts.h"
#include "h7_termination.h"
#include "llvm_bridge.h"

#include <stdbool.h>

/* Deletes every undisturbed pair of FN whose runtime's pairs are elidable (every runtime's when
 * EVERY_RUNTIME, arc-elide<delete-pairs>), telling TERMINATION (H7) before it deletes one in a
 * loop; reports the pairs it keeps, and why, as analysis remarks. */
bool ae_delete_undisturbed_pairs(ArcAnalyses *A, ArcFacts *facts, LLVMValueRef fn,
                                 bool every_runtime, ArcTermination *termination);

#endif
