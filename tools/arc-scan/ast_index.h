/* One walk over a translation unit's main file that records what the later steps ask about:
 * every statement (to find the statement a pragma applies to), every call of a known
 * retain/release entry (and every copy of a C++ smart pointer, smart_ptrs.h), every call of a
 * parallel-for API, and every assignment to a variable. */
#ifndef ARC_SCAN_AST_INDEX_H
#define ARC_SCAN_AST_INDEX_H

#include "parallel_apis.h"
#include "profiles.h"

#include <clang-c/Index.h>
#include <stdbool.h>

/* Where a cursor is in the main file: offsets of its first character and one past its last
 * (macro-expanded code counts at its expansion), and the line and column of its start. */
typedef struct {
  unsigned begin, end, line, column;
} Span;

/* The span of `cursor` in the main file; false when it is elsewhere. */
bool cursor_span(CXCursor cursor, Span *out);
/* The line of `offset` in the main file of `tu`. */
unsigned line_of_offset(CXTranslationUnit tu, unsigned offset);

typedef struct {
  CXCursor cursor;
  enum CXCursorKind kind;
  Span span;
  unsigned order; /* preorder index: among statements that start together, the outer first */
} IndexedStmt;

typedef struct {
  CXCursor call;     /* the call; for a g_autoptr variable's implicit release, its decl; for a
                        smart pointer's by-value capture, the lambda */
  CXCursor argument; /* what it retains or releases (the g_autoptr variable itself; what a smart
                        pointer is copied from) */
  const RcEntry *entry;
  const RcProfile *profile; /* the runtime of the entry */
  Span span;
} RcCall;

typedef struct {
  CXCursor call;
  const ParallelApi *api;
  Span span;
} ApiCall;

typedef struct {
  CXCursor variable; /* the assigned variable's declaration */
  CXCursor value;    /* the right-hand side */
  Span span;
} Assignment;

/* A g_autoptr type's cleanup (glib_autoptr_clear_T) and the release it calls (NULL: none). */
typedef struct {
  char *clear;
  const RcEntry *entry;
  const RcProfile *profile;
} AutoptrType;

typedef struct {
  CXTranslationUnit tu;
  struct {
    IndexedStmt *items;
    size_t count, capacity;
  } stmts; /* sorted by start offset, outer first */
  struct {
    RcCall *items;
    size_t count, capacity;
  } rc_calls; /* in source order */
  struct {
    ApiCall *items;
    size_t count, capacity;
  } api_calls;
  struct {
    Assignment *items;
    size_t count, capacity;
  } assignments;
  struct {
    AutoptrType *items;
    size_t count, capacity;
  } autoptr_types; /* the g_autoptr types looked up so far */
} AstIndex;

void ast_index_build(CXTranslationUnit tu, AstIndex *index);
void ast_index_free(AstIndex *index);

/* The first statement that starts at or after `offset` (outer first), or NULL. */
const IndexedStmt *ast_first_stmt_from(const AstIndex *index, unsigned offset);

/* The name of the function CALL calls: the callee's spelling, also when it is parenthesised
 * (`(g_object_ref) (obj)`, GLib's own macros expand to that); NULL for an indirect call. The
 * caller frees it. */
char *callee_name(CXCursor call);

/* Whether `kind` is a loop statement (for, while, do). */
bool is_loop_kind(enum CXCursorKind kind);

#endif
