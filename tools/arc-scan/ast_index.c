/* The walk over the main file (see ast_index.h). */
#include "ast_index.h"

#include "smart_ptrs.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* The main file of the translation unit `cursor` belongs to (remembered for the last one). */
static CXFile main_file_of(CXCursor cursor) {
  static CXTranslationUnit tu;
  static CXFile file;
  CXTranslationUnit owner = clang_Cursor_getTranslationUnit(cursor);
  if (owner != tu) {
    CXString path = clang_getTranslationUnitSpelling(owner);
    file = clang_getFile(owner, clang_getCString(path));
    clang_disposeString(path);
    tu = owner;
  }
  return file;
}

bool cursor_span(CXCursor cursor, Span *out) {
  CXSourceRange range = clang_getCursorExtent(cursor);
  CXSourceLocation start = clang_getRangeStart(range);
  CXFile file;
  unsigned end_offset;
  clang_getExpansionLocation(start, &file, &out->line, &out->column, &out->begin);
  if (!file || !clang_File_isEqual(file, main_file_of(cursor)))
    return false; /* written in a header (code from a macro of a header used here counts) */
  clang_getExpansionLocation(clang_getRangeEnd(range), NULL, NULL, NULL, &end_offset);
  out->end = end_offset < out->begin ? out->begin : end_offset;
  return true;
}

unsigned line_of_offset(CXTranslationUnit tu, unsigned offset) {
  CXString path = clang_getTranslationUnitSpelling(tu);
  CXFile file = clang_getFile(tu, clang_getCString(path));
  clang_disposeString(path);
  unsigned line = 0;
  clang_getExpansionLocation(clang_getLocationForOffset(tu, file, offset), NULL, &line, NULL, NULL);
  return line;
}

bool is_loop_kind(enum CXCursorKind kind) {
  return kind == CXCursor_ForStmt || kind == CXCursor_WhileStmt || kind == CXCursor_DoStmt;
}

static CXCursor first_child(CXCursor parent);

static enum CXChildVisitResult take_first(CXCursor c, CXCursor parent, CXClientData data) {
  (void)parent;
  *(CXCursor *)data = c;
  return CXChildVisit_Break;
}

static CXCursor first_child(CXCursor parent) {
  CXCursor child = clang_getNullCursor();
  clang_visitChildren(parent, take_first, &child);
  return child;
}

/* The two operands of a binary operator. */
typedef struct {
  CXCursor items[2];
  int count;
} Operands;

static enum CXChildVisitResult take_operand(CXCursor c, CXCursor parent, CXClientData data) {
  (void)parent;
  Operands *ops = data;
  if (ops->count < 2)
    ops->items[ops->count++] = c;
  return CXChildVisit_Continue;
}

static CXCursor strip_to_decl_ref(CXCursor c) {
  while (c.kind == CXCursor_UnexposedExpr || c.kind == CXCursor_ParenExpr)
    c = first_child(c);
  return c;
}

static void record_assignment(AstIndex *index, CXCursor op, Span span) {
  if (clang_getCursorBinaryOperatorKind(op) != CXBinaryOperator_Assign)
    return;
  Operands ops = {0};
  clang_visitChildren(op, take_operand, &ops);
  if (ops.count != 2)
    return;
  CXCursor lhs = strip_to_decl_ref(ops.items[0]);
  if (lhs.kind != CXCursor_DeclRefExpr)
    return;
  CXCursor variable = clang_getCursorReferenced(lhs);
  if (variable.kind != CXCursor_VarDecl && variable.kind != CXCursor_ParmDecl)
    return;
  VEC_PUSH(index->assignments, ((Assignment){variable, ops.items[1], span}));
}

char *callee_name(CXCursor call) {
  CXString name = clang_getCursorSpelling(call);
  const char *text = clang_getCString(name);
  char *result = text && *text ? xstrdup(text) : NULL;
  clang_disposeString(name);
  if (result)
    return result;
  /* libclang names a call after a callee that is a plain reference only: look through the
   * parentheses of `(f) (x)` to the function it names. */
  CXCursor callee = strip_to_decl_ref(first_child(call));
  if (callee.kind != CXCursor_DeclRefExpr)
    return NULL;
  CXCursor function = clang_getCursorReferenced(callee);
  if (function.kind != CXCursor_FunctionDecl)
    return NULL;
  name = clang_getCursorSpelling(function);
  result = xstrdup(clang_getCString(name));
  clang_disposeString(name);
  return result;
}

static void record_call(AstIndex *index, CXCursor call, Span span) {
  CXCursor source;
  const RcProfile *smart;
  const RcEntry *copy;
  if (smart_ptr_copy(call, &source, &smart, &copy)) {
    VEC_PUSH(index->rc_calls, ((RcCall){call, source, copy, smart, span}));
    return;
  }
  char *text = callee_name(call);
  const RcProfile *profile = NULL;
  const RcEntry *entry = text ? rc_lookup(text, &profile) : NULL;
  const ParallelApi *api = text && !entry ? parallel_api_lookup(text) : NULL;
  free(text);
  if (entry && clang_Cursor_getNumArguments(call) >= 1)
    VEC_PUSH(index->rc_calls,
             ((RcCall){call, clang_Cursor_getArgument(call, 0), entry, profile, span}));
  if (api)
    VEC_PUSH(index->api_calls, ((ApiCall){call, api, span}));
}

/* A lambda's by-value captures of smart pointers: copies made where the lambda is created
 * (an implicit capture's initialiser is placed at its first use in the body). */
typedef struct {
  AstIndex *index;
  CXCursor lambda;
  Span span;
} CaptureSite;

static void record_capture(CXCursor source, const RcProfile *profile, const RcEntry *entry,
                           void *data) {
  CaptureSite *site = data;
  VEC_PUSH(site->index->rc_calls, ((RcCall){site->lambda, source, entry, profile, site->span}));
}

/* ---- g_autoptr ----------------------------------------------------------------------------
 * `g_autoptr(T) v = ...;` declares v with the type T_autoptr and a cleanup attribute: at the end
 * of v's scope GLib's glib_autoptr_clear_T(v) runs, which calls T's unref when v is not NULL
 * (G_DEFINE_AUTOPTR_CLEANUP_FUNC(T, unref)). Declared in a loop body, that is a release per
 * iteration that no call in the file spells. The release entry is read from the body of
 * glib_autoptr_clear_T in the headers. */

typedef struct {
  const char *name;
  CXCursor found;
} FunctionSearch;

static enum CXChildVisitResult find_function(CXCursor c, CXCursor parent, CXClientData data) {
  (void)parent;
  FunctionSearch *search = data;
  if (c.kind != CXCursor_FunctionDecl || !clang_isCursorDefinition(c))
    return CXChildVisit_Continue;
  CXString name = clang_getCursorSpelling(c);
  bool match = strcmp(clang_getCString(name), search->name) == 0;
  clang_disposeString(name);
  if (!match)
    return CXChildVisit_Continue;
  search->found = c;
  return CXChildVisit_Break;
}

typedef struct {
  const RcEntry *entry;
  const RcProfile *profile;
} ReleaseSearch;

static enum CXChildVisitResult find_release(CXCursor c, CXCursor parent, CXClientData data) {
  (void)parent;
  ReleaseSearch *search = data;
  if (c.kind != CXCursor_CallExpr)
    return CXChildVisit_Recurse;
  char *name = callee_name(c);
  const RcProfile *profile = NULL;
  const RcEntry *entry = name ? rc_lookup(name, &profile) : NULL;
  free(name);
  if (!entry || rc_is_retain(entry))
    return CXChildVisit_Recurse;
  *search = (ReleaseSearch){entry, profile};
  return CXChildVisit_Break;
}

static void record_autoptr(AstIndex *index, CXCursor variable, Span span) {
  CXString type = clang_getTypeSpelling(clang_getCursorType(variable));
  const char *spelling = clang_getCString(type);
  size_t length = strlen(spelling), suffix = strlen("_autoptr");
  char *clear = NULL;
  if (length > suffix && strcmp(spelling + length - suffix, "_autoptr") == 0)
    clear = xasprintf("glib_autoptr_clear_%.*s", (int)(length - suffix), spelling);
  clang_disposeString(type);
  if (!clear)
    return;
  /* One search of the headers per type (a file may declare many g_autoptr variables). */
  ReleaseSearch release = {0};
  size_t k = 0;
  while (k < index->autoptr_types.count && strcmp(index->autoptr_types.items[k].clear, clear) != 0)
    ++k;
  if (k < index->autoptr_types.count) {
    free(clear);
    release =
        (ReleaseSearch){index->autoptr_types.items[k].entry, index->autoptr_types.items[k].profile};
  } else {
    FunctionSearch function = {clear, clang_getNullCursor()};
    clang_visitChildren(clang_getTranslationUnitCursor(index->tu), find_function, &function);
    if (!clang_Cursor_isNull(function.found))
      clang_visitChildren(function.found, find_release, &release);
    VEC_PUSH(index->autoptr_types, ((AutoptrType){clear, release.entry, release.profile}));
  }
  if (!release.entry)
    return;
  /* It runs at the end of the scope: after the initialiser's calls, in source order. */
  Span at_end = span;
  at_end.begin = span.end > span.begin ? span.end - 1 : span.begin;
  VEC_PUSH(index->rc_calls, ((RcCall){variable, variable, release.entry, release.profile, at_end}));
}

/* rc_calls in source order (a g_autoptr's release is recorded before its initialiser's calls):
 * a stable insertion sort, the list being short and nearly sorted. */
static void sort_rc_calls(AstIndex *index) {
  RcCall *calls = index->rc_calls.items;
  for (size_t i = 1; i < index->rc_calls.count; ++i) {
    RcCall moving = calls[i];
    size_t j = i;
    for (; j > 0 && calls[j - 1].span.begin > moving.span.begin; --j)
      calls[j] = calls[j - 1];
    calls[j] = moving;
  }
}

static enum CXChildVisitResult visit(CXCursor c, CXCursor parent, CXClientData data) {
  (void)parent;
  AstIndex *index = data;
  Span span;
  if (!cursor_span(c, &span))
    return CXChildVisit_Continue; /* declarations and bodies from headers */
  enum CXCursorKind kind = clang_getCursorKind(c);
  if (clang_isStatement(kind))
    VEC_PUSH(index->stmts, ((IndexedStmt){c, kind, span, (unsigned)index->stmts.count}));
  else if (kind == CXCursor_CallExpr)
    record_call(index, c, span);
  else if (kind == CXCursor_BinaryOperator)
    record_assignment(index, c, span);
  else if (kind == CXCursor_VarDecl)
    record_autoptr(index, c, span);
  else if (kind == CXCursor_LambdaExpr)
    smart_ptr_captures(c, record_capture, &(CaptureSite){index, c, span});
  return CXChildVisit_Recurse;
}

static int by_start(const void *a, const void *b) {
  const IndexedStmt *x = a, *y = b;
  if (x->span.begin != y->span.begin)
    return x->span.begin < y->span.begin ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

void ast_index_build(CXTranslationUnit tu, AstIndex *index) {
  *index = (AstIndex){.tu = tu};
  clang_visitChildren(clang_getTranslationUnitCursor(tu), visit, index);
  sort_rc_calls(index);
  if (index->stmts.count)
    qsort(index->stmts.items, index->stmts.count, sizeof *index->stmts.items, by_start);
}

void ast_index_free(AstIndex *index) {
  free(index->stmts.items);
  free(index->rc_calls.items);
  free(index->api_calls.items);
  free(index->assignments.items);
  for (size_t i = 0; i < index->autoptr_types.count; ++i)
    free(index->autoptr_types.items[i].clear);
  free(index->autoptr_types.items);
  *index = (AstIndex){0};
}

const IndexedStmt *ast_first_stmt_from(const AstIndex *index, unsigned offset) {
  size_t lo = 0, hi = index->stmts.count;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (index->stmts.items[mid].span.begin < offset)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < index->stmts.count ? &index->stmts.items[lo] : NULL;
}
