/* paths.c - the rows of bench/alloc_paths/run.sh (see there): M and M-mi (a bare 24-byte block
 * from malloc, or mimalloc, and back), and for each runtime variant (before, glibc, mi, shared,
 * cache) row D (arc_alloc, arc_retain, use, arc_release x2: the object arc_alloc makes), row L
 * (the same from arc_alloc_local: LOCAL, no atomic) and row C (one object from arc_alloc,
 * retained and released around use() in every iteration). use() is in bench/use.c, another
 * translation unit.
 *
 *   paths [N [REPS]]   a warm-up of 1000 iterations, then REPS repetitions of every row in turn;
 *                      median [min max] ns per iteration and the ratio to row M
 *   paths one ROW N    one run of ROW (for callgrind)
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

long use(const void *payload);
extern void *(*mi_malloc_p)(size_t);
extern void (*mi_free_p)(void *);

#define NOINLINE __attribute__((noinline))
enum { PAYLOAD = 42, HEADER = 16, MAX_REPS = 64 };

static _Thread_local long destroyed_here;
static void count_destroyed(void *payload) {
  (void)payload;
  destroyed_here++;
}

#define VARIANTS X(before) X(glibc) X(mi) X(shared) X(cache)
#define X(v)                                                                                       \
  void *v##_arc_alloc(size_t, void (*)(void *));                                                   \
  void *v##_arc_alloc_local(size_t, void (*)(void *));                                             \
  void *v##_arc_retain(void *);                                                                    \
  void v##_arc_release(void *);
VARIANTS
#undef X

NOINLINE long row_m(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    char *b = malloc(HEADER + sizeof(long));
    *(long *)(b + HEADER) = PAYLOAD;
    acc += use(b + HEADER);
    free(b);
  }
  return acc;
}

NOINLINE long row_m_mi(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    char *b = mi_malloc_p(HEADER + sizeof(long));
    *(long *)(b + HEADER) = PAYLOAD;
    acc += use(b + HEADER);
    mi_free_p(b);
  }
  return acc;
}

#define ROW(name, v, alloc)                                                                        \
  NOINLINE long name(long n) {                                                                     \
    long acc = 0;                                                                                  \
    for (long i = 0; i < n; i++) {                                                                 \
      long *o = alloc(sizeof(long), count_destroyed);                                              \
      *o = PAYLOAD;                                                                                \
      void *s = v##_arc_retain(o);                                                                 \
      acc += use(s);                                                                               \
      v##_arc_release(s);                                                                          \
      v##_arc_release(o);                                                                          \
    }                                                                                              \
    return acc;                                                                                    \
  }
/* Row C: one object of this thread, retained and released around use() in every iteration. */
#define ROW_C(name, v)                                                                             \
  NOINLINE long name(long n) {                                                                     \
    long acc = 0;                                                                                  \
    long *o = v##_arc_alloc(sizeof(long), count_destroyed);                                        \
    *o = PAYLOAD;                                                                                  \
    for (long i = 0; i < n; i++) {                                                                 \
      void *s = v##_arc_retain(o);                                                                 \
      acc += use(s);                                                                               \
      v##_arc_release(s);                                                                          \
    }                                                                                              \
    v##_arc_release(o);                                                                            \
    return acc;                                                                                    \
  }
#define X(v)                                                                                       \
  ROW(row_d_##v, v, v##_arc_alloc) ROW(row_l_##v, v, v##_arc_alloc_local) ROW_C(row_c_##v, v)
VARIANTS
#undef X

struct row {
  const char *name;
  long (*run)(long);
};
static const struct row rows[] = {{"M", row_m},
                                  {"M-mi", row_m_mi},
#define X(v) {"D-" #v, row_d_##v}, {"L-" #v, row_l_##v}, {"C-" #v, row_c_##v},
                                  VARIANTS
#undef X
};
enum { ROWS = sizeof rows / sizeof rows[0] };

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static int run_checked(const struct row *r, long n) {
  long before = destroyed_here;
  long acc = r->run(n);
  long destroyed = destroyed_here - before;
  long expected = r->name[0] == 'M' ? 0 : r->name[0] == 'C' ? 1 : n;
  if (acc != PAYLOAD * n || destroyed != expected) {
    fprintf(stderr, "FAIL %s: result %ld, %ld objects destroyed, expected %ld and %ld\n", r->name,
            acc, destroyed, PAYLOAD * n, expected);
    return 0;
  }
  return 1;
}

int main(int argc, char **argv) {
  if (argc == 4 && strcmp(argv[1], "one") == 0) {
    for (int r = 0; r < ROWS; r++)
      if (strcmp(rows[r].name, argv[2]) == 0)
        return run_checked(&rows[r], atol(argv[3])) ? 0 : 1;
    fprintf(stderr, "paths: unknown row %s\n", argv[2]);
    return 2;
  }
  long n = argc > 1 ? atol(argv[1]) : 2000000;
  int reps = argc > 2 ? atoi(argv[2]) : 9;
  if (n < 1 || reps < 1 || reps > MAX_REPS) {
    fprintf(stderr, "usage: %s [N [REPS <= %d]] | one ROW N\n", argv[0], MAX_REPS);
    return 2;
  }
  static double ns[ROWS][MAX_REPS];
  for (int rep = -1; rep < reps; rep++)
    for (int r = 0; r < ROWS; r++) {
      long iterations = rep < 0 ? 1000 : n;
      double start = now_ns();
      if (!run_checked(&rows[r], iterations))
        return 1;
      if (rep >= 0)
        ns[r][rep] = (now_ns() - start) / iterations;
    }
  double m = 0;
  for (int r = 0; r < ROWS; r++) {
    qsort(ns[r], reps, sizeof ns[r][0], by_value);
    double median = ns[r][reps / 2];
    if (r == 0)
      m = median;
    printf("   %-9s %7.2f ns  [%6.2f %6.2f]  %5.2fx M\n", rows[r].name, median, ns[r][0],
           ns[r][reps - 1], median / m);
  }
  return 0;
}
