/* Finding the parallel loops (see loops.h). */
#include "loops.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

enum { LOOP_WORDS = OMP_FOR | OMP_LOOP | OMP_SIMD | OMP_TASKLOOP | OMP_DISTRIBUTE };

typedef struct {
  unsigned begin, end, line, column; /* the statement; the directive's line and column */
} Range;

typedef struct {
  Range *items;
  size_t count, capacity;
} RangeList;

static const Range *innermost_range(const RangeList *ranges, unsigned begin, unsigned end) {
  const Range *best = NULL;
  for (size_t i = 0; i < ranges->count; ++i) {
    const Range *r = &ranges->items[i];
    if (r->begin <= begin && end <= r->end &&
        (!best || r->end - r->begin < best->end - best->begin))
      best = r;
  }
  return best;
}

static void add_loop(LoopList *out, const AstIndex *index, LoopKind kind, char *construct,
                     unsigned line, unsigned column, Span body) {
  ParallelLoop loop = {.kind = kind, .construct = construct, .line = line, .column = column};
  loop.loop_line = body.line;
  loop.end_line = line_of_offset(index->tu, body.end);
  loop.begin = body.begin;
  loop.end = body.end;
  VEC_PUSH(*out, loop);
}

static bool has_loop_at(const LoopList *loops, unsigned begin) {
  for (size_t i = 0; i < loops->count; ++i)
    if (loops->items[i].begin == begin)
      return true;
  return false;
}

/* Statements each directive applies to: the first statement at or after it. */
static void directives(const AstIndex *index, const OmpPragmaList *pragmas, RangeList *regions,
                       RangeList *one_thread, LoopList *out) {
  for (size_t i = 0; i < pragmas->count; ++i) {
    const OmpPragma *p = &pragmas->items[i];
    const IndexedStmt *s = ast_first_stmt_from(index, p->begin);
    if (!s)
      continue;
    Range r = {s->span.begin, s->span.end, p->line, p->column};
    if (!(p->words & LOOP_WORDS)) {
      if (p->words & (OMP_PARALLEL | OMP_TEAMS))
        VEC_PUSH(*regions, r);
      else if (p->words & OMP_ONE_THREAD)
        VEC_PUSH(*one_thread, r);
    }
  }
  for (size_t i = 0; i < pragmas->count; ++i) {
    const OmpPragma *p = &pragmas->items[i];
    const IndexedStmt *s = ast_first_stmt_from(index, p->begin);
    if (!s || !(p->words & LOOP_WORDS) || !is_loop_kind(s->kind))
      continue;
    bool parallel = (p->words & (OMP_TASKLOOP | OMP_DISTRIBUTE)) ||
                    ((p->words & OMP_PARALLEL) && (p->words & (OMP_FOR | OMP_LOOP)));
    const Range *region = innermost_range(regions, s->span.begin, s->span.end);
    if (!parallel && (p->words & (OMP_FOR | OMP_LOOP)) && region)
      parallel = true;
    if (!parallel)
      continue; /* simd only, or an orphaned `omp for` */
    add_loop(out, index, LOOP_OMP, xstrdup(p->text), p->line, p->column, s->span);
    ParallelLoop *loop = &out->items[out->count - 1];
    /* Worksharing splits the iterations among the region's threads, so what the region declared
     * is one per thread; a taskloop's tasks run on any thread, so it is shared by them all. */
    if (region && !(p->words & (OMP_PARALLEL | OMP_TASKLOOP | OMP_DISTRIBUTE))) {
      loop->in_region = true;
      loop->region_begin = region->begin;
      loop->region_end = region->end;
      loop->region_line = region->line;
    }
  }
}

/* Plain loops that every thread of a region runs: the outermost loops of the region that are
 * neither directive loops nor inside a one-thread construct (single, master, task, ...). */
static void replicated(const AstIndex *index, const RangeList *regions, const RangeList *one_thread,
                       LoopList *out) {
  for (size_t r = 0; r < regions->count; ++r) {
    const Range *region = &regions->items[r];
    unsigned covered_end = 0;
    for (const IndexedStmt *s = ast_first_stmt_from(index, region->begin);
         s && s < index->stmts.items + index->stmts.count && s->span.begin < region->end; ++s) {
      if (s->span.begin < covered_end || !is_loop_kind(s->kind))
        continue;
      covered_end = s->span.end;
      const Range *serial = innermost_range(one_thread, s->span.begin, s->span.end);
      if ((serial && serial->begin >= region->begin) || has_loop_at(out, s->span.begin))
        continue;
      add_loop(out, index, LOOP_REPLICATED, xstrdup("omp parallel"), region->line, region->column,
               s->span);
      ParallelLoop *loop = &out->items[out->count - 1];
      loop->in_region = true;
      loop->region_begin = region->begin;
      loop->region_end = region->end;
      loop->region_line = region->line;
    }
  }
}

static CXCursor strip(CXCursor c);

static enum CXChildVisitResult take_first(CXCursor c, CXCursor parent, CXClientData data) {
  (void)parent;
  *(CXCursor *)data = c;
  return CXChildVisit_Break;
}

static CXCursor strip(CXCursor c) {
  while (c.kind == CXCursor_UnexposedExpr || c.kind == CXCursor_ParenExpr ||
         c.kind == CXCursor_CStyleCastExpr || c.kind == CXCursor_UnaryOperator) {
    CXCursor child = clang_getNullCursor();
    clang_visitChildren(c, take_first, &child);
    if (clang_Cursor_isNull(child))
      break;
    c = child;
  }
  return c;
}

static enum CXChildVisitResult find_body(CXCursor c, CXCursor parent, CXClientData data) {
  (void)parent;
  if (clang_getCursorKind(c) == CXCursor_CompoundStmt) {
    *(CXCursor *)data = c;
    return CXChildVisit_Break;
  }
  return CXChildVisit_Continue;
}

/* The body compound statement of a lambda, block or function definition. */
static bool body_of(CXCursor c, Span *span) {
  CXCursor body = clang_getNullCursor();
  clang_visitChildren(c, find_body, &body);
  return !clang_Cursor_isNull(body) && cursor_span(body, span);
}

static void api_bodies(const AstIndex *index, LoopList *out) {
  for (size_t i = 0; i < index->api_calls.count; ++i) {
    const ApiCall *a = &index->api_calls.items[i];
    int count = clang_Cursor_getNumArguments(a->call);
    int which = a->api->body_argument < 0 ? count - 1 : a->api->body_argument;
    if (which < 0 || which >= count)
      continue;
    CXCursor arg = strip(clang_Cursor_getArgument(a->call, (unsigned)which));
    if (arg.kind == CXCursor_DeclRefExpr) {
      CXCursor function = clang_getCursorDefinition(clang_getCursorReferenced(arg));
      if (clang_Cursor_isNull(function) || function.kind != CXCursor_FunctionDecl)
        continue;
      arg = function;
    } else if (arg.kind != CXCursor_LambdaExpr && arg.kind != CXCursor_BlockExpr) {
      continue;
    }
    Span body;
    if (!body_of(arg, &body))
      continue;
    CXString name = clang_getCursorSpelling(a->call);
    add_loop(out, index, LOOP_API, xasprintf("%s()", clang_getCString(name)), a->span.line,
             a->span.column, body);
    clang_disposeString(name);
  }
}

void find_parallel_loops(const AstIndex *index, const OmpPragmaList *pragmas, LoopList *out) {
  *out = (LoopList){0};
  RangeList regions = {0}, one_thread = {0};
  directives(index, pragmas, &regions, &one_thread, out);
  replicated(index, &regions, &one_thread, out);
  api_bodies(index, out);
  free(regions.items);
  free(one_thread.items);
}

void loops_free(LoopList *list) {
  for (size_t i = 0; i < list->count; ++i)
    free(list->items[i].construct);
  free(list->items);
  *list = (LoopList){0};
}

long innermost_loop_at(const LoopList *loops, unsigned offset) {
  long best = -1;
  for (size_t i = 0; i < loops->count; ++i) {
    const ParallelLoop *l = &loops->items[i];
    if (l->begin <= offset && offset < l->end &&
        (best < 0 || l->end - l->begin < loops->items[best].end - loops->items[best].begin))
      best = (long)i;
  }
  return best;
}
