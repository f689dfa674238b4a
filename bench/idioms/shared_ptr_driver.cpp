/* shared_ptr_driver.cpp - runs bench/idioms/shared_ptr_rows.cpp's rows, built without the pass
 * (_none) and with it (_pass), interleaved in one process: per repetition, serial then parallel,
 * the control (no copy, from the build without the pass), the copy without the pass and the copy
 * with it. Prints `sample <row> <serial|parallel> <rep> <ns per iteration>` lines (the format
 * bench/idioms/report.py reads). Checks every row's sum (N x 42) and that the handle's
 * use_count() is back to 1 at the end; a mismatch prints FAIL and exits 1.
 * Usage: shared_ptr_bench N REPS. Built once per standard library (libc++, libstdc++), and once
 * with -DINTRUSIVE for LLVM's IntrusiveRefCntPtr (handle.h). */
#include "handle.h"
#include <cstdio>
#include <cstdlib>
#include <omp.h>
#include <time.h>

typedef long Row(const Handle &, long);
#define DECLARE(name) extern "C" Row name##_none, name##_pass;
DECLARE(sp_bare_serial)
DECLARE(sp_copy_serial)
DECLARE(sp_bare_parallel)
DECLARE(sp_copy_parallel)
DECLARE(sp_local_serial)
DECLARE(sp_local_parallel)

static const struct {
  const char *name, *mode;
  Row *run;
} rows[] = {
    {"bare", "serial", sp_bare_serial_none},
    {"copy", "serial", sp_copy_serial_none},
    {"copy+pass", "serial", sp_copy_serial_pass},
    {"bare", "parallel", sp_bare_parallel_none},
    {"copy", "parallel", sp_copy_parallel_none},
    {"copy+pass", "parallel", sp_copy_parallel_pass},
    {"local", "serial", sp_local_serial_none},
    {"local+pass", "serial", sp_local_serial_pass},
    {"local", "parallel", sp_local_parallel_none},
    {"local+pass", "parallel", sp_local_parallel_pass},
};

static double now_ns() {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

/* An untimed parallel region just before a timed one: the team is awake when the clock starts. */
static void wake_team() {
#pragma omp parallel
  __asm__ volatile("" ::: "memory");
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000000;
  int reps = argc > 2 ? atoi(argv[2]) : 7;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N [REPS]]\n", argv[0]);
    return 2;
  }
  int failures = 0;
  Handle handle = make_handle();
  printf("# threads=%d n=%ld reps=%d\n", omp_get_max_threads(), n, reps);
  for (int rep = -1; rep < reps; rep++) {
    long iterations = rep < 0 && n > 1000 ? 1000 : n;
    for (const auto &r : rows) {
      if (r.mode[0] == 'p')
        wake_team();
      double start = now_ns();
      long acc = r.run(handle, iterations);
      double elapsed = now_ns() - start;
      if (acc != iterations * 42) {
        fprintf(stderr, "FAIL %s %s: result %ld, expected %ld\n", r.name, r.mode, acc,
                iterations * 42);
        failures++;
      }
      if (rep >= 0)
        printf("sample %s %s %d %.4f\n", r.name, r.mode, rep, elapsed / iterations);
    }
  }
  if (owners(handle) != 1) {
    fprintf(stderr, "FAIL: use_count() is %ld after the run, expected 1\n", owners(handle));
    failures++;
  }
  printf("# %s\n", failures ? "FAILED" : "all results checked");
  return failures ? 1 : 0;
}
