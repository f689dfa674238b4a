/* RC identity: the value whose count a retain or release changes. Two handles with the same
 * root refer to the same object. */
#ifndef ARCELIDE_RC_IDENTITY_H
#define ARCELIDE_RC_IDENTITY_H

#include "profile.h"

#include <llvm-c/Core.h>

/* Strips pointer casts, zero-offset GEPs and (where the profile's retain returns its argument)
 * retains, instructions and constant expressions alike. */
LLVMValueRef ae_rc_root(LLVMValueRef v, const ArcProfile *profile);

/* Strips pointer casts and zero-offset GEPs only: the address a pointer really names. */
LLVMValueRef ae_strip_pointer_casts(LLVMValueRef v);

#endif
