/* The walk over the main file (see ast_index.h). */
#include "ast_index.h"

#include "util.h"

#include <stdlib.h>

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

static void record_call(AstIndex *index, CXCursor call, Span span) {
  CXString name = clang_getCursorSpelling(call);
  const char *text = clang_getCString(name);
  const RcProfile *profile = NULL;
  const RcEntry *entry = text ? rc_lookup(text, &profile) : NULL;
  const ParallelApi *api = text && !entry ? parallel_api_lookup(text) : NULL;
  clang_disposeString(name);
  if (entry && clang_Cursor_getNumArguments(call) >= 1)
    VEC_PUSH(index->rc_calls, ((RcCall){call, entry, profile, span}));
  if (api)
    VEC_PUSH(index->api_calls, ((ApiCall){call, api, span}));
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
  if (index->stmts.count)
    qsort(index->stmts.items, index->stmts.count, sizeof *index->stmts.items, by_start);
}

void ast_index_free(AstIndex *index) {
  free(index->stmts.items);
  free(index->rc_calls.items);
  free(index->api_calls.items);
  free(index->assignments.items);
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
