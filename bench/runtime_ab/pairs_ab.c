// bench/runtime_ab/pairs_ab.c - ns per retain+release pair on a LOCAL, a BIASED (by its owner) and
// a SHARED object, for two builds of the runtime linked into one program (run.sh renames their
// public symbols to before_arc_* and after_arc_*), against a control row with the same call
// structure (two indirect calls to opaque no-op functions). The rows are interleaved (each
// repetition runs all of them, in a rotating order); the table gives the median with min and max,
// and the median minus the control's.
//
// Usage: pairs_ab [pairs per sample [repetitions [row]]]; with a row number, runs only that row
// once (for callgrind's instruction counts).
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define DECLARE_RUNTIME(p)                                                                         \
  void *p##arc_alloc_local(unsigned long size, void (*destroy)(void *));                           \
  void *p##arc_alloc(unsigned long size, void (*destroy)(void *));                                 \
  void *p##arc_retain(void *obj);                                                                  \
  void p##arc_release(void *obj);                                                                  \
  void *p##arc_retain_local(void *obj);                                                            \
  void p##arc_release_local(void *obj);                                                            \
  void *p##arc_publish(void *obj);
DECLARE_RUNTIME(before_)
DECLARE_RUNTIME(after_)

typedef void *(*retain_fn)(void *);
typedef void (*release_fn)(void *);

__attribute__((noinline)) static void *control_retain(void *p) {
  __asm__ volatile("" : : "r"(p) : "memory");
  return p;
}
__attribute__((noinline)) static void control_release(void *p) {
  __asm__ volatile("" : : "r"(p) : "memory");
}

enum { NROWS = 7 };
struct row {
  const char *name;
  retain_fn retain;
  release_fn release;
  void *obj;
};
// Read through volatile, so that the compiler cannot see which function is called.
static struct row volatile rows[NROWS];

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static double measure(int r, long pairs) {
  retain_fn retain = rows[r].retain;
  release_fn release = rows[r].release;
  void *obj = rows[r].obj;
  double t0 = now_ns();
  for (long i = 0; i < pairs; ++i)
    release(retain(obj));
  return (now_ns() - t0) / (double)pairs;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  long pairs = argc > 1 ? atol(argv[1]) : 2000000;
  int reps = argc > 2 ? atoi(argv[2]) : 21;
  if (pairs < 1 || reps < 1)
    return 2;
  rows[0] = (struct row){"control", control_retain, control_release, NULL};
  rows[1] = (struct row){"LOCAL before", before_arc_retain_local, before_arc_release_local,
                         before_arc_alloc_local(8, NULL)};
  rows[2] = (struct row){"LOCAL after", after_arc_retain_local, after_arc_release_local,
                         after_arc_alloc_local(8, NULL)};
  rows[3] = (struct row){"BIASED before", before_arc_retain, before_arc_release,
                         before_arc_alloc(8, NULL)};
  rows[4] =
      (struct row){"BIASED after", after_arc_retain, after_arc_release, after_arc_alloc(8, NULL)};
  rows[5] = (struct row){"SHARED before", before_arc_retain, before_arc_release,
                         before_arc_publish(before_arc_alloc_local(8, NULL))};
  rows[6] = (struct row){"SHARED after", after_arc_retain, after_arc_release,
                         after_arc_publish(after_arc_alloc_local(8, NULL))};
  if (argc > 3) {
    int r = atoi(argv[3]);
    return r < 0 || r >= NROWS || measure(r, pairs) < 0;
  }
  double *samples = malloc(sizeof(double) * NROWS * (size_t)reps), med[NROWS];
  for (int r = 0; r < NROWS; ++r) // warm-up
    measure(r, pairs / 10 + 1);
  for (int k = 0; k < reps; ++k)
    for (int j = 0; j < NROWS; ++j) {
      int r = (k + j) % NROWS; // rotate the order between repetitions
      samples[r * reps + k] = measure(r, pairs);
    }
  printf("%-14s %8s %8s %8s %14s   (%ld pairs x %d repetitions, ns per retain+release pair)\n",
         "row", "median", "min", "max", "minus control", pairs, reps);
  for (int r = 0; r < NROWS; ++r) {
    double *s = samples + r * reps;
    qsort(s, (size_t)reps, sizeof *s, cmp_double);
    med[r] = reps % 2 ? s[reps / 2] : (s[reps / 2 - 1] + s[reps / 2]) / 2;
  }
  for (int r = 0; r < NROWS; ++r) {
    double *s = samples + r * reps;
    printf("%-14s %8.2f %8.2f %8.2f %14.2f\n", rows[r].name, med[r], s[0], s[reps - 1],
           med[r] - med[0]);
  }
  free(samples);
  return 0;
}
