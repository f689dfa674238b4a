/* rows_md.c - rows D and M of the benchmark alone, serial, for comparing allocation paths:
 * linked against libarcrt (its per-thread block cache), against libarcrt built without the
 * cache (glibc malloc under it), and against that build with mimalloc linked in (it replaces
 * malloc and free). bench/alloc_paths/run.sh builds and measures the three.
 *
 *   rows_md N REPS   interleaves M and D, REPS times; prints "<row> median min max" (ns/iteration)
 *   rows_md N 1 ROW  runs one row once (m or d): for callgrind */
#define _POSIX_C_SOURCE 200809L
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

long use(const void *payload); /* bench/use.c */
static long destroyed;
static void count_destroyed(void *payload) {
  (void)payload;
  destroyed++;
}

__attribute__((noinline)) long row_m(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    long *b = malloc(ARC_HEADER_SIZE + sizeof(long));
    b[2] = 42;
    acc += use(b + 2);
    free(b);
  }
  return acc;
}

__attribute__((noinline)) long row_d(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    long *o = arc_alloc(sizeof(long), count_destroyed);
    *o = 42;
    void *s = arc_retain(o);
    acc += use(s);
    arc_release(s);
    arc_release(o);
  }
  return acc;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 2000000;
  int reps = argc > 2 ? atoi(argv[2]) : 7;
  if (argc > 3)
    return (strcmp(argv[3], "m") == 0 ? row_m(n) : row_d(n)) == 42 * n ? 0 : 1;
  if (n < 1 || reps < 1 || reps > 64)
    return 2;
  double t[2][64];
  for (int r = 0; r < reps; r++)
    for (int k = 0; k < 2; k++) {
      double start = now();
      long acc = k ? row_d(n) : row_m(n);
      t[k][r] = (now() - start) / n;
      if (acc != 42 * n)
        return 1;
    }
  for (int k = 0; k < 2; k++) {
    qsort(t[k], (size_t)reps, sizeof(double), cmp);
    printf("%s %.2f %.2f %.2f\n", k ? "D" : "M", t[k][reps / 2], t[k][0], t[k][reps - 1]);
  }
  return destroyed == (long)reps * n ? 0 : 1;
}
