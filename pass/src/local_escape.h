/* Escape analysis of one new object (docs/thread-local.md, "The escape rules"): can a copy
 * of the pointer an allocation returns ever reach another thread?
 *
 * The copies of the object are the allocation itself and every value that may hold its pointer:
 * casts, GEPs, freezes, retains (a retain returns its argument), phis and selects that take a
 * copy, and pointer loads from a private slot a copy was stored into. A private slot is an
 * alloca used only as the address of loads and stores (and by lifetime markers): nothing else
 * ever learns its address. A copy escapes when it is stored anywhere else, returned, converted
 * to an integer, used by inline asm, handed to pthread_create or an OpenMP fork, published, or
 * passed to a call other than the runtime's retain/release/observer entries and parameters that
 * are not captured by a callee that does not synchronise with other threads (`nocapture` and
 * `nosync`). Any use the analysis does not know counts as an escape. */
#ifndef ARCELIDE_LOCAL_ESCAPE_H
#define ARCELIDE_LOCAL_ESCAPE_H

#include "facts.h"
#include "value_list.h"

#include <stdbool.h>

typedef struct LocalEscape {
  LLVMValueRef use; /* the instruction through which the object escapes */
  char why[240];    /* what it does, e.g. "stored to memory that other code may read at x.c:3" */
} LocalEscape;

/* Follows ALLOC's copies (an allocation of PROFILE: only PROFILE's entries count as runtime
 * calls). Returns true and fills *escape at the first escaping use; else false. Either way
 * COPIES receives the copies found so far (ALLOC first) and SLOTS the private slots a copy was
 * stored into. */
bool ae_object_escapes(LLVMValueRef alloc, const ArcFacts *facts, const ArcProfile *profile,
                       ValueList *copies, ValueList *slots, LocalEscape *escape);

/* SLOT (an alloca) is used only as the address of loads and stores and by lifetime markers. */
bool ae_is_private_slot(LLVMValueRef slot);

#endif
