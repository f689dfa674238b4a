/* What a retain or release in a parallel loop operates on, seen from that loop: a handle every
 * iteration shares (a variable declared before the loop, a global, a field or element of such),
 * one per thread (declared in the enclosing `parallel` region), or one of the iteration's own.
 * Copies are followed: `s = retain(shared)` (a retain that returns its argument) and
 * `void *s = shared` make `s` mean `shared`, and so do a C++ smart pointer's copy or move
 * `auto s = shared` and `std::move(shared)`. */
#ifndef ARC_SCAN_HANDLES_H
#define ARC_SCAN_HANDLES_H

#include "ast_index.h"
#include "loops.h"

typedef enum {
  HANDLE_PRIVATE,      /* the iteration's own, or not known: not reported */
  HANDLE_SHARED_LOCAL, /* a local or parameter declared before the loop */
  HANDLE_PER_THREAD,   /* declared in the enclosing parallel region, outside the loop */
  HANDLE_GLOBAL,       /* a global or static variable */
  HANDLE_FIELD,        /* a field or element of a shared object */
} HandleKind;

typedef struct {
  HandleKind kind;
  char *name;             /* as written: shared, ctx->handle, handles[0] */
  char *root;             /* the variable it is read from */
  char *key;              /* identity, to group the operations on one handle */
  unsigned assigned_line; /* a line in the loop that assigns the root variable, or 0 */
} Handle;

/* The handle that `argument` (of a call at `use_offset`) denotes inside `loop`. */
Handle resolve_handle(const AstIndex *index, const ParallelLoop *loop, CXCursor argument,
                      unsigned use_offset);
void handle_free(Handle *h);

#endif
