/* Thread-local objects (docs/thread-local.md): an object from the profile's allocation whose
 * pointer never escapes the function (local_escape.h) can only ever be touched by the thread
 * that allocated it. Its allocation becomes the profile's local allocation, and every retain and
 * release whose RC identity is certainly such an object becomes the local entry. The checking
 * runtime verifies the claim at run time. */
#ifndef ARCELIDE_LOCAL_OBJECTS_H
#define ARCELIDE_LOCAL_OBJECTS_H

#include "facts.h"
#include "llvm_bridge.h"

#include <stdbool.h>

/* Rewrites FN's thread-local objects, with a passed remark for each and a missed remark naming
 * the escaping use for every other object. Returns true when the IR changed. */
bool ae_make_local_objects(ArcAnalyses *A, ArcFacts *facts, LLVMValueRef fn);

#endif
