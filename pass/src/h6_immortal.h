/* H6: refcounting a constant immortal object does nothing, so such calls are deleted. An
 * object is a constant immortal when its handle points into a constant global whose first word
 * (the count word of the runtime's header) lies in the IMMORTAL band: the runtime never writes
 * it, and it sits in read-only memory where a write would fault. */
#ifndef ARCELIDE_H6_IMMORTAL_H
#define ARCELIDE_H6_IMMORTAL_H

#include "facts.h"
#include "h7_termination.h"
#include "llvm_bridge.h"

#include <stdbool.h>

/* Deletes every retain and release in FN whose handle is a constant immortal object, telling
 * TERMINATION (H7) before it deletes one in a loop. */
bool ae_delete_immortal_ops(ArcAnalyses *A, ArcFacts *facts, LLVMValueRef fn,
                            ArcTermination *termination);

#endif
