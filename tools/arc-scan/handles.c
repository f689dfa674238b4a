/* Resolving a retain/release argument to the handle it denotes (see handles.h). */
#include "handles.h"

#include "smart_ptrs.h"
#include "util.h"

#include <ctype.h>
#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  const AstIndex *index;
  const ParallelLoop *loop;
} Context;

enum { MAX_DEPTH = 8 };

static Handle resolve(const Context *cx, CXCursor e, unsigned use_offset, int depth);

static Handle private_handle(void) { return (Handle){.kind = HANDLE_PRIVATE}; }

static enum CXChildVisitResult take_first(CXCursor c, CXCursor parent, CXClientData data) {
  (void)parent;
  *(CXCursor *)data = c;
  return CXChildVisit_Break;
}

static CXCursor first_child(CXCursor c) {
  CXCursor child = clang_getNullCursor();
  clang_visitChildren(c, take_first, &child);
  return child;
}

typedef struct {
  CXCursor items[2];
  int count;
} TwoChildren;

static enum CXChildVisitResult take_two(CXCursor c, CXCursor parent, CXClientData data) {
  (void)parent;
  TwoChildren *two = data;
  if (two->count < 2)
    two->items[two->count++] = c;
  return CXChildVisit_Continue;
}

static CXCursor strip(CXCursor c) {
  while (c.kind == CXCursor_UnexposedExpr || c.kind == CXCursor_ParenExpr ||
         c.kind == CXCursor_CStyleCastExpr) {
    CXCursor child = first_child(c);
    if (clang_Cursor_isNull(child))
      break;
    c = child;
  }
  return c;
}

/* The text of the function-like macro invocation (or the lone macro name) that starts at OFFSET
 * of FILE: `g_ptr_array_index (arr, 0)`, with its parentheses balanced; NULL when OFFSET does
 * not start a name. */
static char *macro_invocation_text(CXTranslationUnit tu, CXFile file, unsigned offset) {
  size_t size = 0;
  const char *text = clang_getFileContents(tu, file, &size);
  if (!text || offset >= size)
    return NULL;
  size_t end = offset;
  while (end < size && (isalnum((unsigned char)text[end]) || text[end] == '_'))
    ++end;
  if (end == offset)
    return NULL;
  size_t open = end;
  while (open < size && (text[open] == ' ' || text[open] == '\t'))
    ++open;
  if (open < size && text[open] == '(') {
    int depth = 0;
    size_t close = open;
    for (; close < size; ++close) {
      depth += text[close] == '(';
      depth -= text[close] == ')';
      if (depth == 0)
        break;
    }
    if (close < size)
      end = close + 1;
  }
  return xasprintf("%.*s", (int)(end - offset), text + offset);
}

typedef struct {
  CXFile file;
  unsigned offset;
  bool found;
} EarliestSpelled;

/* The smallest offset in FILE at which one of the tokens below a cursor is spelled. */
static enum CXChildVisitResult find_earliest_spelled(CXCursor c, CXCursor parent,
                                                     CXClientData data) {
  (void)parent;
  EarliestSpelled *first = data;
  CXFile file;
  unsigned offset;
  clang_getSpellingLocation(clang_getRangeStart(clang_getCursorExtent(c)), &file, NULL, NULL,
                            &offset);
  if (file && clang_File_isEqual(file, first->file) && (!first->found || offset < first->offset))
    *first = (EarliestSpelled){first->file, offset, true};
  return CXChildVisit_Recurse;
}

/* The offset of the macro name whose `(` precedes the argument at OFFSET (`name (arg`), or
 * UINT_MAX. */
static unsigned invocation_before(CXTranslationUnit tu, CXFile file, unsigned offset) {
  size_t size = 0;
  const char *text = clang_getFileContents(tu, file, &size);
  if (!text || offset > size)
    return UINT_MAX;
  size_t i = offset;
  while (i > 0 && isspace((unsigned char)text[i - 1]))
    --i;
  if (i == 0 || text[i - 1] != '(')
    return UINT_MAX;
  --i;
  while (i > 0 && isspace((unsigned char)text[i - 1]))
    --i;
  size_t end = i;
  while (i > 0 && (isalnum((unsigned char)text[i - 1]) || text[i - 1] == '_'))
    --i;
  return i < end ? (unsigned)i : UINT_MAX;
}

/* The expression as written, from its tokens; for an expression a macro expands to
 * (`g_ptr_array_index (arr, 0)`, whose tokens are the macro's body), the invocation as written. */
static char *expression_text(CXTranslationUnit tu, CXCursor e) {
  CXSourceLocation start = clang_getRangeStart(clang_getCursorExtent(e));
  CXFile expansion_file, spelling_file;
  unsigned expansion_offset, spelling_offset;
  clang_getExpansionLocation(start, &expansion_file, NULL, NULL, &expansion_offset);
  clang_getSpellingLocation(start, &spelling_file, NULL, NULL, &spelling_offset);
  if (expansion_file &&
      (!clang_File_isEqual(expansion_file, spelling_file) || expansion_offset != spelling_offset)) {
    /* The innermost invocation: the one whose argument list holds the first of the
     * expression's tokens written in this file (its expansion location would be the outermost
     * macro's, `g_object_ref (g_ptr_array_index (arr, 0))`). */
    EarliestSpelled first = {expansion_file, 0, false};
    clang_visitChildren(e, find_earliest_spelled, &first);
    unsigned name = first.found ? invocation_before(tu, expansion_file, first.offset) : UINT_MAX;
    char *invocation =
        macro_invocation_text(tu, expansion_file, name != UINT_MAX ? name : expansion_offset);
    if (invocation)
      return invocation;
  }
  CXToken *tokens;
  unsigned count;
  clang_tokenize(tu, clang_getCursorExtent(e), &tokens, &count);
  StrBuf sb = {0};
  bool previous_word = false;
  for (unsigned i = 0; i < count; ++i) {
    CXString s = clang_getTokenSpelling(tu, tokens[i]);
    CXTokenKind kind = clang_getTokenKind(tokens[i]);
    bool word = kind == CXToken_Identifier || kind == CXToken_Keyword || kind == CXToken_Literal;
    if (word && previous_word)
      sb_append(&sb, " ");
    sb_append(&sb, clang_getCString(s));
    previous_word = word;
    clang_disposeString(s);
  }
  clang_disposeTokens(tu, tokens, count);
  return sb_take(&sb);
}

static bool in_loop(const ParallelLoop *loop, unsigned offset) {
  return loop->begin <= offset && offset < loop->end;
}

/* Whether this one node reads something that differs between iterations: a variable declared
 * in the loop (the induction variable, say), or any call. */
static bool node_varies(const Context *cx, CXCursor c) {
  if (c.kind == CXCursor_CallExpr)
    return true;
  if (c.kind != CXCursor_DeclRefExpr)
    return false;
  CXCursor decl = clang_getCursorReferenced(c);
  Span span;
  return (decl.kind == CXCursor_VarDecl || decl.kind == CXCursor_ParmDecl) &&
         clang_Cursor_hasVarDeclGlobalStorage(decl) != 1 && cursor_span(decl, &span) &&
         in_loop(cx->loop, span.begin);
}

typedef struct {
  const Context *cx;
  bool varies;
} VaryScan;

static enum CXChildVisitResult find_varying(CXCursor c, CXCursor parent, CXClientData data) {
  (void)parent;
  VaryScan *scan = data;
  scan->varies = node_varies(scan->cx, c);
  return scan->varies ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* Whether an index expression may differ between iterations. */
static bool varies_per_iteration(const Context *cx, CXCursor e) {
  if (node_varies(cx, e))
    return true;
  VaryScan scan = {cx, false};
  clang_visitChildren(e, find_varying, &scan);
  return scan.varies;
}

/* A field, element or pointee of `base`: shared when the base object is. */
static Handle part_of(const Context *cx, CXCursor whole, CXCursor base, const char *part,
                      unsigned use_offset, int depth) {
  Handle b = resolve(cx, base, use_offset, depth + 1);
  if (b.kind == HANDLE_PRIVATE)
    return b;
  Handle h = {.kind = b.kind == HANDLE_PER_THREAD ? HANDLE_PER_THREAD : HANDLE_FIELD};
  h.name = expression_text(cx->index->tu, whole);
  h.root = b.root;
  h.key = xasprintf("%s/%s", b.key, part);
  h.assigned_line = b.assigned_line;
  free(b.name);
  free(b.key);
  return h;
}

static unsigned line_at(const Context *cx, unsigned offset) {
  return line_of_offset(cx->index->tu, offset);
}

static Handle resolve_variable(const Context *cx, CXCursor decl, unsigned use_offset, int depth) {
  CXString spelling = clang_getCursorSpelling(decl);
  char *name = xstrdup(clang_getCString(spelling));
  clang_disposeString(spelling);
  CXString usr = clang_getCursorUSR(decl);
  char *key = xstrdup(clang_getCString(usr));
  clang_disposeString(usr);
  Handle h = {.name = name, .root = NULL, .key = key};

  if (clang_Cursor_hasVarDeclGlobalStorage(decl) == 1) {
    h.kind = clang_getCursorTLSKind(decl) == CXTLS_None ? HANDLE_GLOBAL : HANDLE_PRIVATE;
  } else {
    Span where = {0};
    bool located = cursor_span(decl, &where);
    const Assignment *before = NULL, *any = NULL;
    for (size_t i = 0; i < cx->index->assignments.count; ++i) {
      const Assignment *a = &cx->index->assignments.items[i];
      if (!in_loop(cx->loop, a->span.begin) || !clang_equalCursors(a->variable, decl))
        continue;
      any = any ? any : a;
      if (a->span.end <= use_offset && (!before || a->span.begin > before->span.begin))
        before = a;
    }
    if (before && depth < MAX_DEPTH) { /* the value the loop gave it */
      free(name);
      free(key);
      return resolve(cx, before->value, before->span.begin, depth + 1);
    }
    if (located && in_loop(cx->loop, where.begin)) {
      CXCursor init = clang_Cursor_getVarDeclInitializer(decl);
      free(name);
      free(key);
      if (clang_Cursor_isNull(init) || depth >= MAX_DEPTH)
        return private_handle();
      return resolve(cx, init, where.begin, depth + 1);
    }
    bool per_thread = located && cx->loop->in_region && cx->loop->region_begin <= where.begin &&
                      where.begin < cx->loop->region_end;
    CXCursor init = clang_Cursor_getVarDeclInitializer(decl);
    if (per_thread && !clang_Cursor_isNull(init) && depth < MAX_DEPTH) {
      /* One variable per thread, but it may hold a shared object: `t = retain(shared)`. */
      Handle copied = resolve(cx, init, where.begin, depth + 1);
      if (copied.kind != HANDLE_PRIVATE && copied.kind != HANDLE_PER_THREAD) {
        free(key);
        free(copied.name);
        copied.name = name;
        copied.assigned_line = any ? line_at(cx, any->span.begin) : copied.assigned_line;
        return copied;
      }
      handle_free(&copied);
    }
    h.kind = per_thread ? HANDLE_PER_THREAD : HANDLE_SHARED_LOCAL;
    h.assigned_line = any ? line_at(cx, any->span.begin) : 0;
  }
  if (h.kind == HANDLE_PRIVATE) {
    free(name);
    free(key);
    return private_handle();
  }
  h.root = xstrdup(name);
  return h;
}

/* When the pointer P is `&v`, or a variable of the iteration initialised with `&v` and never
 * assigned in the loop: v (the operand of the `&`); else a null cursor. */
static CXCursor address_taken(const Context *cx, CXCursor p, unsigned use_offset, int depth) {
  p = strip(p);
  if (depth > MAX_DEPTH)
    return clang_getNullCursor();
  if (p.kind == CXCursor_UnaryOperator &&
      clang_getCursorUnaryOperatorKind(p) == CXUnaryOperator_AddrOf)
    return first_child(p);
  if (p.kind != CXCursor_DeclRefExpr)
    return clang_getNullCursor();
  CXCursor decl = clang_getCursorReferenced(p);
  Span where;
  if (decl.kind != CXCursor_VarDecl || !cursor_span(decl, &where) ||
      !in_loop(cx->loop, where.begin))
    return clang_getNullCursor();
  for (size_t i = 0; i < cx->index->assignments.count; ++i)
    if (clang_equalCursors(cx->index->assignments.items[i].variable, decl))
      return clang_getNullCursor();
  CXCursor init = clang_Cursor_getVarDeclInitializer(decl);
  if (clang_Cursor_isNull(init))
    return clang_getNullCursor();
  return address_taken(cx, init, use_offset, depth + 1);
}

static Handle resolve(const Context *cx, CXCursor e, unsigned use_offset, int depth) {
  if (depth > MAX_DEPTH)
    return private_handle();
  e = strip(e);
  switch (clang_getCursorKind(e)) {
  case CXCursor_CallExpr: {
    /* A smart pointer made from another shares its count: `auto t = s` (a copy, or a move)
     * means s, and so does std::move(s). */
    if (is_std_move(e) ||
        (clang_getCursorReferenced(e).kind == CXCursor_Constructor &&
         smart_ptr_of_type(clang_getCursorType(e)) && clang_Cursor_getNumArguments(e) >= 1 &&
         smart_ptr_of_type(clang_getCursorType(clang_Cursor_getArgument(e, 0)))))
      return resolve(cx, clang_Cursor_getArgument(e, 0), use_offset, depth + 1);
    char *callee = callee_name(e);
    const RcEntry *entry = callee ? rc_lookup(callee, NULL) : NULL;
    free(callee);
    if (entry && rc_returns_handle(entry) && clang_Cursor_getNumArguments(e) >= 1)
      return resolve(cx, clang_Cursor_getArgument(e, 0), use_offset, depth + 1);
    return private_handle(); /* made or fetched by the call: not known to be shared */
  }
  case CXCursor_VarDecl: /* a g_autoptr variable, released at the end of its scope */
    return resolve_variable(cx, e, use_offset, depth);
  case CXCursor_DeclRefExpr: {
    CXCursor decl = clang_getCursorReferenced(e);
    if (decl.kind != CXCursor_VarDecl && decl.kind != CXCursor_ParmDecl)
      return private_handle();
    return resolve_variable(cx, decl, use_offset, depth);
  }
  case CXCursor_MemberRefExpr: {
    CXCursor base = first_child(e);
    if (clang_Cursor_isNull(base) || strip(base).kind == CXCursor_CXXThisExpr) {
      /* A field of the object a C++ method runs on (`member`, `this->member`): the same
       * object in every iteration. */
      CXCursor field = clang_getCursorReferenced(e);
      if (field.kind != CXCursor_FieldDecl)
        return private_handle();
      CXString name = clang_getCursorSpelling(field);
      Handle h = {.kind = HANDLE_FIELD, .name = expression_text(cx->index->tu, e)};
      h.root = xstrdup("this");
      h.key = xasprintf("this/%s", clang_getCString(name));
      clang_disposeString(name);
      return h;
    }
    CXString field = clang_getCursorSpelling(e);
    Handle h = part_of(cx, e, base, clang_getCString(field), use_offset, depth);
    clang_disposeString(field);
    return h;
  }
  case CXCursor_ArraySubscriptExpr: {
    TwoChildren two = {0};
    clang_visitChildren(e, take_two, &two);
    if (two.count != 2 || varies_per_iteration(cx, strip(two.items[1])))
      return private_handle(); /* a different element every iteration */
    char *index_text = expression_text(cx->index->tu, two.items[1]);
    char *part = xasprintf("[%s]", index_text);
    Handle h = part_of(cx, e, two.items[0], part, use_offset, depth);
    free(part);
    free(index_text);
    return h;
  }
  case CXCursor_UnaryOperator:
    if (clang_getCursorUnaryOperatorKind(e) == CXUnaryOperator_Deref) {
      /* `*&v` is v: g_clear_object(&o) expands to `_pp = &o; _ptr = *_pp; ... (unref) (_ptr)`. */
      CXCursor address = address_taken(cx, first_child(e), use_offset, depth);
      if (!clang_Cursor_isNull(address))
        return resolve(cx, address, use_offset, depth + 1);
      return part_of(cx, e, first_child(e), "*", use_offset, depth);
    }
    return private_handle();
  default:
    return private_handle();
  }
}

Handle resolve_handle(const AstIndex *index, const ParallelLoop *loop, CXCursor argument,
                      unsigned use_offset) {
  Context cx = {index, loop};
  return resolve(&cx, argument, use_offset, 0);
}

void handle_free(Handle *h) {
  free(h->name);
  free(h->root);
  free(h->key);
  *h = (Handle){0};
}
