/* Finding OpenMP directives from tokens (see pragmas.h). */
#include "pragmas.h"

#include "ast_index.h"
#include "util.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static const struct {
  const char *word;
  unsigned bit;
} vocabulary[] = {
    {"parallel", OMP_PARALLEL},   {"for", OMP_FOR},
    {"loop", OMP_LOOP},           {"simd", OMP_SIMD},
    {"taskloop", OMP_TASKLOOP},   {"distribute", OMP_DISTRIBUTE},
    {"teams", OMP_TEAMS},         {"single", OMP_ONE_THREAD},
    {"master", OMP_ONE_THREAD},   {"masked", OMP_ONE_THREAD},
    {"critical", OMP_ONE_THREAD}, {"ordered", OMP_ONE_THREAD},
    {"task", OMP_ONE_THREAD},     {"sections", OMP_ONE_THREAD},
    {"section", OMP_ONE_THREAD},  {"atomic", OMP_ONE_THREAD},
    {"target", OMP_OTHER},        {"barrier", OMP_OTHER},
    {"taskwait", OMP_OTHER},      {"taskgroup", OMP_OTHER},
    {"flush", OMP_OTHER},         {"declare", OMP_OTHER},
    {"threadprivate", OMP_OTHER}, {"end", OMP_OTHER},
    {"data", OMP_OTHER},          {"enter", OMP_OTHER},
    {"exit", OMP_OTHER},          {"update", OMP_OTHER},
    {"scope", OMP_OTHER},         {"tile", OMP_OTHER},
    {"unroll", OMP_OTHER},        {"cancel", OMP_OTHER},
    {"cancellation", OMP_OTHER},  {"point", OMP_OTHER},
    {"requires", OMP_OTHER},      {"allocate", OMP_OTHER},
};

static unsigned word_bit(const char *word, size_t length) {
  for (size_t i = 0; i < sizeof vocabulary / sizeof vocabulary[0]; ++i)
    if (strlen(vocabulary[i].word) == length && strncmp(vocabulary[i].word, word, length) == 0)
      return vocabulary[i].bit;
  return 0;
}

/* Reads the directive name from the words after "omp": `words` is a whitespace-separated text
 * where a '(' ends a word. Returns false when it does not start with "omp". */
static bool parse_directive(const char *text, unsigned *bits, char **name) {
  const char *p = text;
  StrBuf sb = {0};
  *bits = 0;
  bool first = true;
  for (;;) {
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\\')
      ++p;
    const char *start = p;
    while (*p && (*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
                  (*p >= '0' && *p <= '9')))
      ++p;
    size_t length = (size_t)(p - start);
    if (length == 0)
      break;
    if (first) {
      if (length != 3 || strncmp(start, "omp", 3) != 0) {
        free(sb.text);
        return false;
      }
      sb_append(&sb, "omp");
      first = false;
      continue;
    }
    unsigned bit = word_bit(start, length);
    if (!bit || *p == '(')
      break;
    *bits |= bit;
    sb_append(&sb, " ");
    sb_appendn(&sb, start, length);
  }
  if (first) {
    free(sb.text);
    return false;
  }
  *name = sb_take(&sb);
  return true;
}

/* The text of a string literal token, without its quotes, prefix and escapes. */
static char *unquote(const char *literal) {
  const char *open = strchr(literal, '"');
  StrBuf sb = {0};
  if (!open)
    return sb_take(&sb);
  for (const char *p = open + 1; *p && *p != '"'; ++p) {
    if (*p == '\\' && p[1])
      ++p;
    sb_appendn(&sb, p, 1);
  }
  return sb_take(&sb);
}

/* ---- Tokens of a file -------------------------------------------------------------------- */

typedef struct {
  CXTranslationUnit tu;
  CXToken *tokens;
  unsigned count;
  const char *contents;
  size_t size;
} TokenFile;

static char *spelling(const TokenFile *f, unsigned i) {
  CXString s = clang_getTokenSpelling(f->tu, f->tokens[i]);
  char *text = xstrdup(clang_getCString(s));
  clang_disposeString(s);
  return text;
}

static bool spelled(const TokenFile *f, unsigned i, const char *text) {
  if (i >= f->count)
    return false;
  CXString s = clang_getTokenSpelling(f->tu, f->tokens[i]);
  bool same = strcmp(clang_getCString(s), text) == 0;
  clang_disposeString(s);
  return same;
}

static void token_offsets(const TokenFile *f, unsigned i, unsigned *begin, unsigned *end) {
  CXSourceRange r = clang_getTokenExtent(f->tu, f->tokens[i]);
  clang_getSpellingLocation(clang_getRangeStart(r), NULL, NULL, NULL, begin);
  if (end)
    clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL, end);
}

/* Whether token i continues the directive line that token i-1 is on: nothing but escaped
 * newlines and blanks between them. */
static bool continues_line(const TokenFile *f, unsigned i) {
  unsigned prev_end, begin;
  token_offsets(f, i - 1, NULL, &prev_end);
  token_offsets(f, i, &begin, NULL);
  for (unsigned k = prev_end; k < begin && k < f->size; ++k)
    if (f->contents[k] == '\n' &&
        (k == 0 || (f->contents[k - 1] != '\\' &&
                    !(f->contents[k - 1] == '\r' && k >= 2 && f->contents[k - 2] == '\\'))))
      return false;
  return true;
}

/* One past the last token of the directive line that starts at token i. */
static unsigned directive_end(const TokenFile *f, unsigned i) {
  unsigned k = i + 1;
  while (k < f->count && continues_line(f, k))
    ++k;
  return k;
}

static bool starts_line(const TokenFile *f, unsigned i) { return i == 0 || !continues_line(f, i); }

static bool in_skipped(const CXSourceRangeList *skipped, unsigned offset) {
  for (unsigned r = 0; skipped && r < skipped->count; ++r) {
    unsigned begin, end;
    clang_getSpellingLocation(clang_getRangeStart(skipped->ranges[r]), NULL, NULL, NULL, &begin);
    clang_getSpellingLocation(clang_getRangeEnd(skipped->ranges[r]), NULL, NULL, NULL, &end);
    if (offset >= begin && offset < end)
      return true;
  }
  return false;
}

static void add_pragma(OmpPragmaList *out, unsigned begin, unsigned end, unsigned bits, char *name,
                       const char *macro) {
  OmpPragma p = {begin, end, 0, 0, bits, name, macro ? xstrdup(macro) : NULL};
  VEC_PUSH(*out, p);
}

/* ---- Macros whose expansion holds an OpenMP _Pragma ---------------------------------------- */

typedef struct {
  char *name;
  char **identifiers; /* of the body, to follow macros that use other macros */
  size_t identifier_count;
  unsigned bits;
  char *directive; /* set when the macro expands to an OpenMP _Pragma */
} MacroInfo;

typedef struct {
  MacroInfo *items;
  size_t count, capacity;
} MacroList;

/* Reads `#define NAME ...` whose name is token `name` and whose last token is before `end`. */
static void read_macro(const TokenFile *f, unsigned name, unsigned end, MacroList *macros) {
  MacroInfo info = {0};
  for (unsigned i = name + 1; i < end; ++i) {
    if (clang_getTokenKind(f->tokens[i]) != CXToken_Identifier)
      continue;
    if (spelled(f, i, "_Pragma") && spelled(f, i + 1, "(") && i + 2 < end &&
        clang_getTokenKind(f->tokens[i + 2]) == CXToken_Literal && !info.directive) {
      char *literal = spelling(f, i + 2);
      char *text = unquote(literal);
      if (!parse_directive(text, &info.bits, &info.directive))
        info.directive = NULL;
      free(literal);
      free(text);
    } else {
      info.identifiers = xrealloc(info.identifiers, (info.identifier_count + 1) * sizeof(char *));
      info.identifiers[info.identifier_count++] = spelling(f, i);
    }
  }
  if (!info.identifier_count && !info.directive)
    return;
  info.name = spelling(f, name);
  VEC_PUSH(*macros, info);
}

/* The macros a file defines; and, when `out` is given (the main file), its `#pragma omp` lines
 * and `_Pragma("omp ...")` outside macro definitions. */
static void scan_tokens(const TokenFile *f, const CXSourceRangeList *skipped, OmpPragmaList *out,
                        MacroList *macros) {
  for (unsigned i = 0; i < f->count; ++i) {
    CXTokenKind kind = clang_getTokenKind(f->tokens[i]);
    if (kind == CXToken_Punctuation && starts_line(f, i) && spelled(f, i, "#")) {
      unsigned end = directive_end(f, i);
      unsigned begin;
      token_offsets(f, i, &begin, NULL);
      if (spelled(f, i + 1, "define") && i + 2 < end && !in_skipped(skipped, begin))
        read_macro(f, i + 2, end, macros);
      if (out && spelled(f, i + 1, "pragma") && i + 2 < end && !in_skipped(skipped, begin)) {
        StrBuf text = {0};
        for (unsigned k = i + 2; k < end; ++k) {
          char *word = spelling(f, k);
          sb_printf(&text, "%s%s", k > i + 2 ? " " : "", word);
          free(word);
        }
        unsigned bits;
        char *name;
        unsigned last_end;
        token_offsets(f, end - 1, NULL, &last_end);
        if (parse_directive(text.text, &bits, &name))
          add_pragma(out, begin, last_end, bits, name, NULL);
        free(text.text);
      }
      i = end - 1; /* a #define's _Pragma is found through the macro's uses */
    } else if (out && kind == CXToken_Identifier && spelled(f, i, "_Pragma") &&
               spelled(f, i + 1, "(") && i + 3 < f->count &&
               clang_getTokenKind(f->tokens[i + 2]) == CXToken_Literal) {
      unsigned begin, end;
      token_offsets(f, i, &begin, NULL);
      token_offsets(f, i + 3, NULL, &end);
      char *literal = spelling(f, i + 2);
      char *text = unquote(literal);
      unsigned bits;
      char *name;
      if (!in_skipped(skipped, begin) && parse_directive(text, &bits, &name))
        add_pragma(out, begin, end, bits, name, NULL);
      free(literal);
      free(text);
    }
  }
}

typedef struct {
  CXCursor *items;
  size_t count, capacity;
} CursorList;

static enum CXChildVisitResult find_expansions(CXCursor c, CXCursor parent, CXClientData data) {
  (void)parent;
  if (clang_getCursorKind(c) == CXCursor_MacroExpansion &&
      clang_Location_isFromMainFile(clang_getCursorLocation(c)))
    VEC_PUSH(*(CursorList *)data, c);
  return CXChildVisit_Continue;
}

static MacroInfo *find_macro(MacroList *macros, const char *name) {
  for (size_t i = macros->count; i > 0; --i) /* the latest definition wins */
    if (strcmp(macros->items[i - 1].name, name) == 0)
      return &macros->items[i - 1];
  return NULL;
}

/* A macro that uses a pragma-bearing macro bears its pragma too. */
static void propagate(MacroList *macros) {
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < macros->count; ++i) {
      MacroInfo *m = &macros->items[i];
      for (size_t k = 0; !m->directive && k < m->identifier_count; ++k) {
        MacroInfo *used = find_macro(macros, m->identifiers[k]);
        if (used && used != m && used->directive) {
          m->directive = xstrdup(used->directive);
          m->bits = used->bits;
          changed = true;
        }
      }
    }
  }
}

/* Uses of pragma-bearing macros in the main file are directives there. */
static void macro_uses(CXTranslationUnit tu, MacroList *macros, OmpPragmaList *out) {
  propagate(macros);
  CursorList expansions = {0};
  clang_visitChildren(clang_getTranslationUnitCursor(tu), find_expansions, &expansions);
  for (size_t i = 0; i < expansions.count; ++i) {
    CXString name = clang_getCursorSpelling(expansions.items[i]);
    MacroInfo *m = find_macro(macros, clang_getCString(name));
    clang_disposeString(name);
    Span span;
    if (m && m->directive && cursor_span(expansions.items[i], &span))
      add_pragma(out, span.begin, span.end, m->bits, xstrdup(m->directive), m->name);
  }
  free(expansions.items);
}

/* Tokenizes one file of the translation unit and scans it (see scan_tokens). */
static void scan_file_tokens(CXTranslationUnit tu, CXFile file, OmpPragmaList *out,
                             MacroList *macros) {
  size_t size = 0;
  const char *contents = clang_getFileContents(tu, file, &size);
  if (!contents)
    return;
  CXSourceRange all = clang_getRange(clang_getLocationForOffset(tu, file, 0),
                                     clang_getLocationForOffset(tu, file, (unsigned)size));
  TokenFile f = {tu, NULL, 0, contents, size};
  clang_tokenize(tu, all, &f.tokens, &f.count);
  CXSourceRangeList *skipped = clang_getSkippedRanges(tu, file);
  scan_tokens(&f, skipped, out, macros);
  clang_disposeSourceRangeList(skipped);
  clang_disposeTokens(tu, f.tokens, f.count);
}

typedef struct {
  CXTranslationUnit tu;
  CXFile main;
  MacroList *macros;
} HeaderScan;

/* Included files that are not system headers: projects define their OpenMP macros there. */
static void scan_header(CXFile included, CXSourceLocation *stack, unsigned depth,
                        CXClientData data) {
  HeaderScan *scan = data;
  (void)stack;
  if (depth == 0 || clang_File_isEqual(included, scan->main) ||
      clang_Location_isInSystemHeader(clang_getLocationForOffset(scan->tu, included, 0)))
    return;
  scan_file_tokens(scan->tu, included, NULL, scan->macros);
}

static int by_offset(const void *a, const void *b) {
  const OmpPragma *x = a, *y = b;
  return x->begin < y->begin ? -1 : x->begin > y->begin;
}

static void free_macros(MacroList *macros) {
  for (size_t i = 0; i < macros->count; ++i) {
    MacroInfo *m = &macros->items[i];
    for (size_t k = 0; k < m->identifier_count; ++k)
      free(m->identifiers[k]);
    free(m->identifiers);
    free(m->name);
    free(m->directive);
  }
  free(macros->items);
}

void find_omp_pragmas(CXTranslationUnit tu, OmpPragmaList *out) {
  *out = (OmpPragmaList){0};
  CXString path = clang_getTranslationUnitSpelling(tu);
  CXFile file = clang_getFile(tu, clang_getCString(path));
  clang_disposeString(path);
  if (!file)
    return;
  MacroList macros = {0};
  HeaderScan headers = {tu, file, &macros};
  clang_getInclusions(tu, scan_header, &headers);
  scan_file_tokens(tu, file, out, &macros);
  macro_uses(tu, &macros, out);
  free_macros(&macros);
  if (out->count)
    qsort(out->items, out->count, sizeof *out->items, by_offset);
  for (size_t i = 0; i < out->count; ++i) {
    OmpPragma *p = &out->items[i];
    clang_getSpellingLocation(clang_getLocationForOffset(tu, file, p->begin), NULL, &p->line,
                              &p->column, NULL);
  }
}

void omp_pragmas_free(OmpPragmaList *list) {
  for (size_t i = 0; i < list->count; ++i) {
    free(list->items[i].text);
    free(list->items[i].macro);
  }
  free(list->items);
  *list = (OmpPragmaList){0};
}
