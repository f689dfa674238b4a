/* Recognising copies of C++ smart pointers (see smart_ptrs.h). */
#include "smart_ptrs.h"

#include "util.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* Each pointer's kinds of copy. A copy is one entry (a site); it costs two operations on the
 * count, the copy's increment and its destruction's decrement (findings.c). */
#define SMART_PTR_ENTRIES(PREFIX)                                                                  \
  static const RcEntry PREFIX##_entries[] = {                                                      \
      {"copy constructor", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR, false},                            \
      {"copy assignment", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR, false},                             \
      {"by-value capture", ARC_CALL_RETAIN, ARC_SIG_PTR_OF_PTR, false},                            \
      {NULL, ARC_CALL_NONE, ARC_SIG_VOID_OF_PTR, false}};
SMART_PTR_ENTRIES(shared_ptr)
SMART_PTR_ENTRIES(boost_intrusive_ptr)
SMART_PTR_ENTRIES(llvm_intrusive_ptr)

enum { COPY_CONSTRUCTOR, COPY_ASSIGNMENT, BY_VALUE_CAPTURE };

/* Shared between threads, their counts are atomic: std::shared_ptr's always in a program with
 * threads; an intrusive count that a parallel loop's iterations share must be (boost's
 * thread_safe_counter, LLVM's ThreadSafeRefCountedBase), or the loop is a data race. */
static const RcProfile smart_ptrs[] = {
    {"std::shared_ptr", ARC_PROFILE_ATOMIC_COUNTS, shared_ptr_entries, true},
    {"boost::intrusive_ptr", ARC_PROFILE_ATOMIC_COUNTS, boost_intrusive_ptr_entries, true},
    {"llvm::IntrusiveRefCntPtr", ARC_PROFILE_ATOMIC_COUNTS, llvm_intrusive_ptr_entries, true},
};

/* The qualified name of a declaration, without inline namespaces (libc++'s std::__1). */
static void qualified_name(CXCursor decl, StrBuf *sb) {
  CXCursor parent = clang_getCursorSemanticParent(decl);
  if (parent.kind == CXCursor_Namespace)
    qualified_name(parent, sb);
  if (decl.kind == CXCursor_Namespace && clang_Cursor_isInlineNamespace(decl))
    return;
  CXString name = clang_getCursorSpelling(decl);
  sb_printf(sb, "%s%s", sb->length ? "::" : "", clang_getCString(name));
  clang_disposeString(name);
}

const RcProfile *smart_ptr_of_type(CXType type) {
  if (type.kind == CXType_LValueReference || type.kind == CXType_RValueReference)
    type = clang_getPointeeType(type);
  CXCursor decl = clang_getTypeDeclaration(clang_getCanonicalType(type));
  if (decl.kind != CXCursor_ClassDecl && decl.kind != CXCursor_StructDecl)
    return NULL;
  CXCursor pattern = clang_getSpecializedCursorTemplate(decl);
  if (clang_Cursor_isNull(pattern) || pattern.kind != CXCursor_ClassTemplate)
    return NULL;
  StrBuf sb = {0};
  qualified_name(pattern, &sb);
  char *name = sb_take(&sb);
  const RcProfile *found = NULL;
  for (size_t i = 0; i < sizeof smart_ptrs / sizeof smart_ptrs[0] && !found; ++i)
    if (strcmp(smart_ptrs[i].name, name) == 0)
      found = &smart_ptrs[i];
  free(name);
  return found;
}

bool smart_ptr_copy(CXCursor call, CXCursor *source, const RcProfile **profile,
                    const RcEntry **entry) {
  if (call.kind != CXCursor_CallExpr)
    return false;
  CXCursor callee = clang_getCursorReferenced(call);
  int kind;
  const RcProfile *p;
  if (callee.kind == CXCursor_Constructor) {
    kind = COPY_CONSTRUCTOR;
    p = smart_ptr_of_type(clang_getCursorType(call));
  } else if (callee.kind == CXCursor_CXXMethod) {
    CXString name = clang_getCursorSpelling(callee);
    bool assign = strcmp(clang_getCString(name), "operator=") == 0;
    clang_disposeString(name);
    if (!assign)
      return false;
    kind = COPY_ASSIGNMENT;
    p = smart_ptr_of_type(clang_getCursorType(clang_getCursorSemanticParent(callee)));
  } else {
    return false;
  }
  int arguments = clang_Cursor_getNumArguments(call);
  CXType parameter = clang_getArgType(clang_getCursorType(callee), 0);
  if (!p || arguments < 1 || parameter.kind != CXType_LValueReference ||
      smart_ptr_of_type(parameter) != p)
    return false; /* a move, a raw pointer, a weak_ptr, ... */
  /* An operator call's arguments are the object and the operand. */
  *source = clang_Cursor_getArgument(call, kind == COPY_ASSIGNMENT ? (unsigned)arguments - 1 : 0);
  *profile = p;
  *entry = &p->entries[kind];
  return true;
}

bool is_std_move(CXCursor call) {
  if (call.kind != CXCursor_CallExpr || clang_Cursor_getNumArguments(call) != 1)
    return false;
  CXCursor callee = clang_getCursorReferenced(call);
  if (callee.kind != CXCursor_FunctionDecl)
    return false;
  StrBuf sb = {0};
  qualified_name(callee, &sb);
  char *name = sb_take(&sb);
  bool move = strcmp(name, "std::move") == 0 || strcmp(name, "std::forward") == 0;
  free(name);
  return move;
}

static enum CXChildVisitResult take_first(CXCursor c, CXCursor parent, CXClientData data) {
  (void)parent;
  *(CXCursor *)data = c;
  return CXChildVisit_Break;
}

static CXCursor strip(CXCursor c) {
  while (c.kind == CXCursor_UnexposedExpr || c.kind == CXCursor_ParenExpr) {
    CXCursor child = clang_getNullCursor();
    clang_visitChildren(c, take_first, &child);
    if (clang_Cursor_isNull(child))
      break;
    c = child;
  }
  return c;
}

typedef struct {
  void (*found)(CXCursor, const RcProfile *, const RcEntry *, void *);
  void *data;
} CaptureVisit;

/* A lambda's children are its explicit captures (VariableRef, with an init-capture's
 * initialiser below it), the initialisers of its by-value captures (expressions), its
 * parameters and its body. A by-reference capture has no initialiser. */
static enum CXChildVisitResult visit_capture(CXCursor c, CXCursor parent, CXClientData data) {
  (void)parent;
  CaptureVisit *visit = data;
  if (!clang_isExpression(c.kind))
    return CXChildVisit_Continue;
  const RcProfile *p = smart_ptr_of_type(clang_getCursorType(c));
  CXCursor inner = strip(c);
  if (!p || is_std_move(inner))
    return CXChildVisit_Continue; /* not a smart pointer, or moved into the lambda */
  CXCursor source;
  const RcProfile *copied;
  const RcEntry *entry;
  if (smart_ptr_copy(inner, &source, &copied, &entry))
    return CXChildVisit_Continue; /* a constructor call the index records itself */
  if (inner.kind == CXCursor_CallExpr &&
      clang_getCursorReferenced(inner).kind == CXCursor_Constructor)
    return CXChildVisit_Continue; /* made from something else, a move: not a copy */
  visit->found(c, p, &p->entries[BY_VALUE_CAPTURE], visit->data);
  return CXChildVisit_Continue;
}

void smart_ptr_captures(CXCursor lambda,
                        void (*found)(CXCursor source, const RcProfile *profile,
                                      const RcEntry *entry, void *data),
                        void *data) {
  CaptureVisit visit = {found, data};
  clang_visitChildren(lambda, visit_capture, &visit);
}
