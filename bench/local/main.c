/* main.c - bench/local: what the thread-local rewrite buys, in one process.
 *
 * Rows (see loops.c), each run serially and as `omp parallel for`:
 *   A        control: the same loop without objects or refcounting (acc += peek(&i))
 *   atomic   fresh object per iteration, built without the pass (SHARED, atomic counts)
 *   local    the same source built with the pass (LOCAL, plain counts)
 * The variants are interleaved (A, atomic, local, A, ...) and repeated; each line gives the
 * median ns per iteration with min and max, and the ratio atomic/local of the same run.
 *
 *   ./bench_local [N [REPETITIONS]]          the timing table
 *   ./bench_local one ROW N                  one serial run of ROW (for callgrind)
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

long fresh1_serial_atomic(long), fresh1_serial_local(long);
long fresh4_serial_atomic(long), fresh4_serial_local(long);
long fresh1_parallel_atomic(long), fresh1_parallel_local(long);
long fresh4_parallel_atomic(long), fresh4_parallel_local(long);

__attribute__((noinline)) static long peek(const long *p) { return *p; }

static long control_serial(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++)
    acc += peek(&i);
  return acc;
}

static long control_parallel(long n) {
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    long v = i;
    acc += peek(&v);
  }
  return acc;
}

typedef long (*loop_fn)(long);
struct row {
  const char *name;
  loop_fn fn;
};

static const struct row rows[] = {
    {"A_serial", control_serial},
    {"fresh1_serial_atomic", fresh1_serial_atomic},
    {"fresh1_serial_local", fresh1_serial_local},
    {"fresh4_serial_atomic", fresh4_serial_atomic},
    {"fresh4_serial_local", fresh4_serial_local},
    {"A_parallel", control_parallel},
    {"fresh1_parallel_atomic", fresh1_parallel_atomic},
    {"fresh1_parallel_local", fresh1_parallel_local},
    {"fresh4_parallel_atomic", fresh4_parallel_atomic},
    {"fresh4_parallel_local", fresh4_parallel_local},
};
enum { ROWS = sizeof rows / sizeof rows[0], MAX_REPS = 101 };

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc == 4 && strcmp(argv[1], "one") == 0) {
    long n = atol(argv[3]);
    for (int r = 0; r < ROWS; r++)
      if (strcmp(rows[r].name, argv[2]) == 0) {
        printf("%s: %ld\n", rows[r].name, rows[r].fn(n));
        return 0;
      }
    return 2;
  }
  long n = argc > 1 ? atol(argv[1]) : 2000000;
  int reps = argc > 2 ? atoi(argv[2]) : 9;
  if (reps > MAX_REPS)
    reps = MAX_REPS;
  static double ns[ROWS][MAX_REPS];
  long check = 0;
  for (int r = 0; r < ROWS; r++) /* warm-up: thread pool, allocator */
    check += rows[r].fn(n / 10);
  for (int rep = 0; rep < reps; rep++)
    for (int r = 0; r < ROWS; r++) {
      double t0 = now();
      check += rows[r].fn(n);
      ns[r][rep] = (now() - t0) * 1e9 / n;
    }
  double median[ROWS];
  for (int r = 0; r < ROWS; r++) {
    qsort(ns[r], reps, sizeof ns[r][0], cmp);
    median[r] = ns[r][reps / 2];
    printf("%-24s %8.2f ns/it  (min %.2f, max %.2f)", rows[r].name, median[r], ns[r][0],
           ns[r][reps - 1]);
    if (strstr(rows[r].name, "_local"))
      printf("  atomic/local = %.2fx", median[r - 1] / median[r]);
    printf("\n");
  }
  printf("N=%ld, %d interleaved repetitions, checksum %ld\n", n, reps, check);
  return 0;
}
