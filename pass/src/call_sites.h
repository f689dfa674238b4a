/* Small questions about call sites that several parts of the pass ask: whom a call calls by
 * name, whether it is one of LLVM's lifetime markers, which function attributes it has, and
 * clang's Objective-C exception mark. */
#ifndef ARCELIDE_CALL_SITES_H
#define ARCELIDE_CALL_SITES_H

#include <llvm-c/Core.h>
#include <stdbool.h>

/* The name of the function CALL calls directly; NULL for an indirect call, inline asm, or an
 * instruction that is not a call. */
const char *ae_callee_name(LLVMValueRef call);

/* CALL is llvm.lifetime.start or llvm.lifetime.end. */
bool ae_is_lifetime_marker(LLVMValueRef call);

/* FN is a function with the function attribute NAME. */
bool ae_function_has_attribute(LLVMValueRef fn, const char *name);

/* The call, or the function it calls directly, has the function attribute NAME. */
bool ae_call_has_fn_attribute(LLVMValueRef call, const char *name);

/* clang marks the calls of Objective-C ARC code that is not compiled exception-safe
 * (-fobjc-arc-exceptions off, the default): an exception through them leaks by the language's
 * own rules, so for Objective-C handles such a call is no unwind exit. */
bool ae_call_objc_ignores_unwinding(LLVMValueRef call);

/* clang marks the release that ends a local strong variable of imprecise lifetime (Objective-C
 * ARC, no objc_precise_lifetime) with !clang.imprecise_release: the variable's object may be
 * released at any point after the variable's last use. */
bool ae_call_is_imprecise_release(LLVMValueRef call);

#endif
