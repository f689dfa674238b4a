/* The OpenMP directives of a main file, found from its tokens rather than from the AST: the file
 * is parsed without -fopenmp (with it, libclang shows a loop directive but not the loop's body),
 * so the pragmas are not in the AST at all. Found are `#pragma omp ...` lines, `_Pragma("omp
 * ...")` written in the code, and uses of macros whose expansion contains such a `_Pragma`
 * (directly or through other macros, defined in the file or in a non-system header). */
#ifndef ARC_SCAN_PRAGMAS_H
#define ARC_SCAN_PRAGMAS_H

#include <clang-c/Index.h>
#include <stddef.h>

enum {
  OMP_PARALLEL = 1u << 0,
  OMP_FOR = 1u << 1,
  OMP_LOOP = 1u << 2,
  OMP_SIMD = 1u << 3,
  OMP_TASKLOOP = 1u << 4,
  OMP_DISTRIBUTE = 1u << 5,
  OMP_TEAMS = 1u << 6,
  OMP_ONE_THREAD = 1u << 7, /* single, master, masked, critical, ordered, task, sections... */
  OMP_OTHER = 1u << 8,      /* target, barrier, declare, ... */
};

typedef struct {
  unsigned begin, end; /* offsets in the main file: the directive, or the macro's use */
  unsigned line, column;
  unsigned words; /* the OMP_* bits of the directive's name */
  char *text;     /* "omp parallel for", the directive's name words */
  char *macro;    /* the macro it came from, or NULL */
} OmpPragma;

typedef struct {
  OmpPragma *items;
  size_t count, capacity;
} OmpPragmaList;

/* The directives of the main file of `tu`, in source order. */
void find_omp_pragmas(CXTranslationUnit tu, OmpPragmaList *out);
void omp_pragmas_free(OmpPragmaList *list);

#endif
