/* RC identity: the value whose count a retain or release changes. Two handles with the same
 * root refer to the same object. The root strips pointer casts, zero-offset GEPs and (where the
 * profile's retain returns its argument) retains, instructions and constant expressions alike;
 * the facts know which calls are retains and compute it (facts.h, ae_facts_rc_root). */
#ifndef ARCELIDE_RC_IDENTITY_H
#define ARCELIDE_RC_IDENTITY_H

#include <llvm-c/Core.h>

/* Strips pointer casts and zero-offset GEPs only: the address a pointer really names. */
LLVMValueRef ae_strip_pointer_casts(LLVMValueRef v);

#endif
