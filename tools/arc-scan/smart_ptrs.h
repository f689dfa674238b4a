/* C++ smart pointers whose reference counting is inlined into the caller: std::shared_ptr,
 * boost::intrusive_ptr and llvm::IntrusiveRefCntPtr. No runtime entry is called by name: a copy
 * (copy construction, copy assignment, a by-value lambda capture) increments the count and the
 * copy's destruction decrements it. Each is described as a profile of its own (profiles.h) whose
 * entries name the kinds of copy, so that a copy is one more RcCall of the index (ast_index.h). */
#ifndef ARC_SCAN_SMART_PTRS_H
#define ARC_SCAN_SMART_PTRS_H

#include "profiles.h"

#include <clang-c/Index.h>
#include <stdbool.h>

/* The smart pointer TYPE is (through const, references and typedefs), or NULL. */
const RcProfile *smart_ptr_of_type(CXType type);

/* Whether CALL copies a smart pointer from an lvalue: a copy (or converting, or aliasing)
 * constructor or a copy assignment, whose parameter is an lvalue reference to the same kind of
 * smart pointer. Moves (an rvalue reference parameter) are not copies. On true, *source is the
 * expression copied from, *profile the smart pointer, *entry the kind of copy. */
bool smart_ptr_copy(CXCursor call, CXCursor *source, const RcProfile **profile,
                    const RcEntry **entry);

/* Whether CALL is std::move or std::forward: its result is its argument. */
bool is_std_move(CXCursor call);

/* Calls FOUND for each smart pointer that LAMBDA captures by value, copying it from an lvalue:
 * `[shared]`, `[s = shared]`, or an implicit `[=]` capture (the copy happens where the lambda
 * is created). */
void smart_ptr_captures(CXCursor lambda,
                        void (*found)(CXCursor source, const RcProfile *profile,
                                      const RcEntry *entry, void *data),
                        void *data);

#endif
