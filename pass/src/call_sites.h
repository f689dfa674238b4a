/* Small questions about call sites that several parts of the pass ask: whom a call calls by
 * name, and whether it is one of LLVM's lifetime markers. */
#ifndef ARCELIDE_CALL_SITES_H
#define ARCELIDE_CALL_SITES_H

#include <llvm-c/Core.h>
#include <stdbool.h>

/* The name of the function CALL calls directly; NULL for an indirect call, inline asm, or an
 * instruction that is not a call. */
const char *arc_callee_name(LLVMValueRef call);

/* CALL is llvm.lifetime.start or llvm.lifetime.end. */
bool arc_is_lifetime_marker(LLVMValueRef call);

#endif
