/* rows.c - the benchmark's loops: one program, built once per (runtime, pass) combination.
 *
 * Every row is a loop of N iterations that adds use(handle) up; use() is in bench/use.c, another
 * translation unit, so the optimiser cannot see what it does with the handle:
 *
 *   A         no refcounting            acc += use(heap);
 *   B-static  shared immortal literal   s = arc_retain(literal); acc += use(s); arc_release(s);
 *   B-heap    shared heap handle        s = arc_retain(heap); acc += use(s); arc_release(s);
 *   C         private handle            the same on an object each worker allocates for itself
 *   M         bare malloc+free          b = malloc(16 + 8); *(long *)(b + 16) = 42;
 *                                       acc += use(b + 16); free(b);
 *                                       (the block row D's object lives in, no counting)
 *   D         fresh object              o = arc_alloc(..); s = arc_retain(o); acc += use(s);
 *                                       arc_release(s); arc_release(o); (every iteration)
 *   D-seen    D with a visible use()
 *   R         rotated copy              s = arc_retain(heap) before the loop; in it
 *                                       acc += use(s); arc_release(s); s = arc_retain(heap);
 *                                       (the previous iteration's copy is released, the next
 *                                       one retained: a pair balanced across the back edge)
 *
 * each serially and as an OpenMP loop (schedule(static)) on all threads.
 *
 * The literal is ARC_STATIC_IMMORTAL (read-only data). The benchmark's other runtimes write
 * every count unconditionally, which would fault on read-only data: built with
 * -DBENCH_WRITABLE_LITERAL, the literal is the same object (same header word, same payload) in
 * writable data instead. It is then no longer a *constant*, so the pass hoists its pair instead
 * of deleting it (rule H6 only deletes calls on constant immortal objects).
 *
 *   rows N REPS     timing: a warm-up repetition of min(N, 1000) iterations, then REPS
 *                   repetitions of every row in turn (A, B-static, ..., D serial, then the same
 *                   in parallel), one process; an untimed empty parallel region before each
 *                   parallel row wakes the OpenMP team. Prints one line per measurement:
 *                     sample <row> <serial|parallel> <rep> <ns per iteration>
 *   rows --one ROW N   runs the serial row ROW (a, b-static, b-heap, c, m, d, d-seen, r) once,
 *                      for callgrind.
 *
 * Every run checks every row's result (acc must be N * 42), that every object a row allocated
 * was destroyed, and at the end that the shared handles' counts are back where they started.
 * Any mismatch prints "FAIL ..." to stderr and the exit status is 1: a pass that drops or
 * misplaces a retain or a release cannot produce a clean benchmark.
 */
#define _POSIX_C_SOURCE 200809L

#include <arc.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NOINLINE __attribute__((noinline))

long use(const void *payload); /* bench/use.c: returns *(long *)payload */

enum { PAYLOAD = 42 };

#ifdef BENCH_WRITABLE_LITERAL
/* The same object as ARC_STATIC_IMMORTAL lays out, in writable data. */
static struct {
  struct arc_header header;
  long payload;
} __attribute__((aligned(16))) literal_object = {{ARC_RC_IMMORTAL, 0}, PAYLOAD};
static long *const literal = &literal_object.payload;
#else
ARC_STATIC_IMMORTAL(literal, long, PAYLOAD);
#endif

/* Objects of rows C and D count their destruction here (a plain per-thread counter). */
static _Thread_local long destroyed_here;
static void count_destroyed(void *payload) {
  (void)payload;
  destroyed_here++;
}

static void *new_object(void) {
  long *payload = arc_alloc(sizeof *payload, count_destroyed);
  if (!payload) {
    perror("arc_alloc");
    exit(1);
  }
  *payload = PAYLOAD;
  return payload;
}

struct out {
  long acc;       /* sum of use() */
  long allocated; /* objects the row allocated */
  long destroyed; /* of those, destroyed by the end of the row */
};

/* ---- the rows' loop bodies ------------------------------------------------------------------ */

/* Macros, so that the preprocessor writes every row's loop out exactly as a user would: the pass
 * and the optimiser see the code they would see spelled out in each row, and the numbers stay
 * comparable (rows.o's instructions are the same as with the rows written out by hand). */

/* Rows B and C: copy the handle, use the copy, drop the copy. */
#define COPY_USE_DROP(acc, handle, use_fn)                                                         \
  do {                                                                                             \
    void *s = arc_retain(handle);                                                                  \
    acc += use_fn(s);                                                                              \
    arc_release(s);                                                                                \
  } while (0)

/* Rows D and D-seen: a fresh object, copied, used, and dropped with its copy. */
#define FRESH_USE_DROP(acc, use_fn)                                                                \
  do {                                                                                             \
    void *fresh = new_object();                                                                    \
    void *s = arc_retain(fresh);                                                                   \
    acc += use_fn(s);                                                                              \
    arc_release(s);                                                                                \
    arc_release(fresh);                                                                            \
  } while (0)

/* Row M: the block row D's object lives in (header + payload), from malloc and back to free,
 * with no object around it: the floor row D is measured against. */
#define BARE_BLOCK_USE_FREE(acc, use_fn)                                                           \
  do {                                                                                             \
    char *block = malloc(ARC_HEADER_SIZE + sizeof(long));                                          \
    if (!block)                                                                                    \
      abort();                                                                                     \
    *(long *)(block + ARC_HEADER_SIZE) = PAYLOAD;                                                  \
    acc += use_fn(block + ARC_HEADER_SIZE);                                                        \
    free(block);                                                                                   \
  } while (0)

/* ---- serial rows ---------------------------------------------------------------------------- */

NOINLINE void row_a_serial(void *heap, long n, struct out *o) {
  long acc = 0;
  for (long i = 0; i < n; i++)
    acc += use(heap);
  *o = (struct out){acc, 0, 0};
}

/* Rows B-static and B-heap: one handle, copied every iteration. */
#define COPY_ROW_SERIAL(name, handle)                                                              \
  NOINLINE void row_##name##_serial(void *heap, long n, struct out *o) {                           \
    (void)heap;                                                                                    \
    long acc = 0;                                                                                  \
    for (long i = 0; i < n; i++)                                                                   \
      COPY_USE_DROP(acc, handle, use);                                                             \
    *o = (struct out){acc, 0, 0};                                                                  \
  }
COPY_ROW_SERIAL(bstatic, literal)
COPY_ROW_SERIAL(bheap, heap)

NOINLINE void row_c_serial(void *heap, long n, struct out *o) {
  (void)heap;
  long before = destroyed_here;
  void *mine = new_object();
  long acc = 0;
  for (long i = 0; i < n; i++)
    COPY_USE_DROP(acc, mine, use);
  arc_release(mine);
  *o = (struct out){acc, 1, destroyed_here - before};
}

NOINLINE void row_m_serial(void *heap, long n, struct out *o) {
  (void)heap;
  long acc = 0;
  for (long i = 0; i < n; i++)
    BARE_BLOCK_USE_FREE(acc, use);
  *o = (struct out){acc, 0, 0};
}

/* Rows D and D-seen: a fresh object every iteration. */
#define FRESH_ROW_SERIAL(name, use_fn)                                                             \
  NOINLINE void row_##name##_serial(void *heap, long n, struct out *o) {                           \
    (void)heap;                                                                                    \
    long before = destroyed_here;                                                                  \
    long acc = 0;                                                                                  \
    for (long i = 0; i < n; i++)                                                                   \
      FRESH_USE_DROP(acc, use_fn);                                                                 \
    *o = (struct out){acc, n, destroyed_here - before};                                            \
  }
FRESH_ROW_SERIAL(d, use)

/* Row D-seen is row D with a use() the compiler can see: defined here, not inlined. Clang then
 * infers that it neither keeps the pointer (nocapture) nor synchronises with other threads
 * (nosync), which is what the thread-local rewrite must prove; with the opaque use() of row D
 * it cannot, and the fresh object stays shared. */
static NOINLINE long use_seen(const void *payload) { return *(const long *)payload; }

FRESH_ROW_SERIAL(dseen, use_seen)

/* Row R: the rotated form of row B-heap. The copy that enters each iteration was retained at the
 * end of the previous one (or before the loop); the one left after the loop is released there. */
#define ROTATED_USE_NEXT(acc, s, handle, use_fn)                                                   \
  do {                                                                                             \
    acc += use_fn(s);                                                                              \
    arc_release(s);                                                                                \
    s = arc_retain(handle);                                                                        \
  } while (0)

NOINLINE void row_r_serial(void *heap, long n, struct out *o) {
  long acc = 0;
  void *s = arc_retain(heap);
  for (long i = 0; i < n; i++)
    ROTATED_USE_NEXT(acc, s, heap, use);
  arc_release(s);
  *o = (struct out){acc, 0, 0};
}

/* Row O: row C on an object the row allocates, shares and releases after the loop, with a read of
 * memory after each release (a global, always 0): without the rule for objects the function keeps
 * alive (docs/rules/h8-exit-window.md) that read refuses the hoist; in parallel every worker
 * copies the one object, as in row B-heap. */
long bench_read_after_release;
#define COPY_USE_DROP_READ(acc, handle, use_fn)                                                    \
  do {                                                                                             \
    COPY_USE_DROP(acc, handle, use_fn);                                                            \
    acc += bench_read_after_release;                                                               \
  } while (0)

NOINLINE void row_o_serial(void *heap, long n, struct out *o) {
  (void)heap;
  long before = destroyed_here;
  void *mine = new_object();
  long acc = 0;
  for (long i = 0; i < n; i++)
    COPY_USE_DROP_READ(acc, mine, use);
  arc_release(mine);
  *o = (struct out){acc, 1, destroyed_here - before};
}

/* ---- parallel rows: the iterations are split among the OpenMP threads --------------------------
 */

NOINLINE void row_a_parallel(void *heap, long n, struct out *o) {
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++)
    acc += use(heap);
  *o = (struct out){acc, 0, 0};
}

/* The OpenMP pragmas of a macro are _Pragma operators, which clang-format cannot lay out. */
// clang-format off
#define COPY_ROW_PARALLEL(name, handle)                                                            \
  NOINLINE void row_##name##_parallel(void *heap, long n, struct out *o) {                         \
    (void)heap;                                                                                    \
    long acc = 0;                                                                                  \
    _Pragma("omp parallel for schedule(static) reduction(+ : acc)")                                \
    for (long i = 0; i < n; i++)                                                                   \
      COPY_USE_DROP(acc, handle, use);                                                             \
    *o = (struct out){acc, 0, 0};                                                                  \
  }
// clang-format on
COPY_ROW_PARALLEL(bstatic, literal)
COPY_ROW_PARALLEL(bheap, heap)

NOINLINE void row_c_parallel(void *heap, long n, struct out *o) {
  (void)heap;
  long acc = 0, allocated = 0, destroyed = 0;
#pragma omp parallel reduction(+ : acc, allocated, destroyed)
  {
    long before = destroyed_here;
    void *mine = new_object(); /* one object per worker: its count is never contended */
    allocated++;
#pragma omp for schedule(static)
    for (long i = 0; i < n; i++)
      COPY_USE_DROP(acc, mine, use);
    arc_release(mine);
    destroyed += destroyed_here - before;
  }
  *o = (struct out){acc, allocated, destroyed};
}

NOINLINE void row_m_parallel(void *heap, long n, struct out *o) {
  (void)heap;
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++)
    BARE_BLOCK_USE_FREE(acc, use);
  *o = (struct out){acc, 0, 0};
}

// clang-format off
#define FRESH_ROW_PARALLEL(name, use_fn)                                                           \
  NOINLINE void row_##name##_parallel(void *heap, long n, struct out *o) {                         \
    (void)heap;                                                                                    \
    long acc = 0, destroyed = 0;                                                                   \
    _Pragma("omp parallel reduction(+ : acc, destroyed)")                                          \
    {                                                                                              \
      long before = destroyed_here;                                                                \
      _Pragma("omp for schedule(static)")                                                          \
      for (long i = 0; i < n; i++)                                                                 \
        FRESH_USE_DROP(acc, use_fn);                                                               \
      destroyed += destroyed_here - before;                                                        \
    }                                                                                              \
    *o = (struct out){acc, n, destroyed};                                                          \
  }
// clang-format on
FRESH_ROW_PARALLEL(d, use)
FRESH_ROW_PARALLEL(dseen, use_seen)

NOINLINE void row_r_parallel(void *heap, long n, struct out *o) {
  long acc = 0;
#pragma omp parallel reduction(+ : acc)
  {
    void *s = arc_retain(heap); /* each worker's first copy */
#pragma omp for schedule(static)
    for (long i = 0; i < n; i++)
      ROTATED_USE_NEXT(acc, s, heap, use);
    arc_release(s);
  }
  *o = (struct out){acc, 0, 0};
}

NOINLINE void row_o_parallel(void *heap, long n, struct out *o) {
  (void)heap;
  long before = destroyed_here;
  void *shared = new_object(); /* one object all workers copy: its count is contended */
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++)
    COPY_USE_DROP_READ(acc, shared, use);
  arc_release(shared);
  *o = (struct out){acc, 1, destroyed_here - before};
}

/* ---- driver -------------------------------------------------------------------------------------
 */

struct row {
  const char *name, *mode;
  void (*run)(void *heap, long n, struct out *o);
};

static const struct row rows[] = {
    {"A", "serial", row_a_serial},
    {"B-static", "serial", row_bstatic_serial},
    {"B-heap", "serial", row_bheap_serial},
    {"C", "serial", row_c_serial},
    {"M", "serial", row_m_serial},
    {"D", "serial", row_d_serial},
    {"D-seen", "serial", row_dseen_serial},
    {"R", "serial", row_r_serial},
    {"O", "serial", row_o_serial},
    {"A", "parallel", row_a_parallel},
    {"B-static", "parallel", row_bstatic_parallel},
    {"B-heap", "parallel", row_bheap_parallel},
    {"C", "parallel", row_c_parallel},
    {"M", "parallel", row_m_parallel},
    {"D", "parallel", row_d_parallel},
    {"D-seen", "parallel", row_dseen_parallel},
    {"R", "parallel", row_r_parallel},
    {"O", "parallel", row_o_parallel},
};
enum { ROWS = sizeof rows / sizeof rows[0] };

static int failures;

static void check(const struct row *r, long n, const struct out *o) {
  if (o->acc != n * PAYLOAD) {
    fprintf(stderr, "FAIL %s %s: result %ld, expected %ld\n", r->name, r->mode, o->acc,
            n * PAYLOAD);
    failures++;
  }
  if (o->destroyed != o->allocated) {
    fprintf(stderr, "FAIL %s %s: %ld objects allocated, %ld destroyed by the end of the row\n",
            r->name, r->mode, o->allocated, o->destroyed);
    failures++;
  }
}

/* An untimed parallel region just before a timed one: the team's threads are awake (spinning,
 * for libomp's KMP_BLOCKTIME) when the clock starts, whatever the serial rows before it took. */
static void wake_team(void) {
#pragma omp parallel
  __asm__ volatile("" ::: "memory");
}

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

static int final_checks(void *heap) {
  long count = arc_count(heap);
  if (count != 1) {
    fprintf(stderr, "FAIL B-heap: the shared handle's count is %ld after the run, expected 1\n",
            count);
    failures++;
  }
#ifdef BENCH_WRITABLE_LITERAL
  if (literal_object.header.rc != ARC_RC_IMMORTAL) {
    fprintf(stderr, "FAIL B-static: the literal's count word moved by %lld\n",
            literal_object.header.rc - ARC_RC_IMMORTAL);
    failures++;
  }
#endif
  arc_release(heap);
  return failures ? 1 : 0;
}

int main(int argc, char **argv) {
  void *heap = new_object();

  if (argc == 4 && strcmp(argv[1], "--one") == 0) {
    long n = atol(argv[3]);
    for (int r = 0; r < ROWS; r++) {
      char name[32];
      snprintf(name, sizeof name, "%s", rows[r].name);
      for (char *c = name; *c; c++)
        *c = (char)(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
      if (strcmp(rows[r].mode, "serial") == 0 && strcmp(name, argv[2]) == 0) {
        struct out o;
        rows[r].run(heap, n, &o);
        check(&rows[r], n, &o);
        return final_checks(heap);
      }
    }
    fprintf(stderr, "rows: unknown row '%s' (a, b-static, b-heap, c, m, d, d-seen, r)\n", argv[2]);
    return 2;
  }

  long n = argc > 1 ? atol(argv[1]) : 1000000;
  int reps = argc > 2 ? atoi(argv[2]) : 7;
  if (argc > 3 || n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N [REPS]] | --one ROW N\n", argv[0]);
    return 2;
  }
  printf("# threads=%d n=%ld reps=%d\n", omp_get_max_threads(), n, reps);
  for (int rep = -1; rep < reps; rep++) {
    long iterations = rep < 0 && n > 1000 ? 1000 : n;
    for (int r = 0; r < ROWS; r++) {
      struct out o;
      if (strcmp(rows[r].mode, "parallel") == 0)
        wake_team();
      double start = now_ns();
      rows[r].run(heap, iterations, &o);
      double elapsed = now_ns() - start;
      check(&rows[r], iterations, &o);
      if (rep >= 0)
        printf("sample %s %s %d %.4f\n", rows[r].name, rows[r].mode, rep, elapsed / iterations);
    }
  }
  int status = final_checks(heap);
  printf("# %s\n", status ? "FAILED" : "all results checked");
  return status;
}
