// Micro-benchmark: nanoseconds per retain+release pair on a LOCAL, a BIASED (by its owner, the
// calling thread: a plain retain and an atomic release), a SHARED (uncontended) and an IMMORTAL
// object, from one run, against a control row that has the same call structure (two
// indirect calls to opaque no-op functions). The variants are interleaved (each repetition runs
// all of them, in a rotating order) and repeated; the table gives the median with min and max,
// and the median minus the control's.
//
// Usage: pairs [pairs per sample] [repetitions]
//
// `make bench` runs it (bench/run.sh) and reports the table and the SHARED/LOCAL ratio; nothing
// asserts on the times: they depend on the CPU and on what else runs. tests/runtime/
// bench_pairs.test runs it with a tiny count against the checking runtime, which only checks that
// every variant runs and that nothing leaks.

#define _POSIX_C_SOURCE 200809L
#include <arc.h>

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef void *(*retain_fn)(void *);
typedef void (*release_fn)(void *);

__attribute__((noinline)) static void *control_retain(void *p) {
  __asm__ volatile("" : : "r"(p) : "memory");
  return p;
}
__attribute__((noinline)) static void control_release(void *p) {
  __asm__ volatile("" : : "r"(p) : "memory");
}

ARC_STATIC_IMMORTAL(immortal_obj, long, 0);

enum { CONTROL, LOCAL, BIASED, SHARED, IMMORTAL, NVARIANTS };
static const char *names[NVARIANTS] = {"control", "LOCAL", "BIASED", "SHARED", "IMMORTAL"};

struct variant {
  retain_fn retain;
  release_fn release;
  void *obj;
};
// Read through volatile, so that the compiler cannot see which function is called.
static struct variant volatile variants[NVARIANTS];

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static double measure(int v, long pairs) {
  retain_fn retain = variants[v].retain;
  release_fn release = variants[v].release;
  void *obj = variants[v].obj;
  double t0 = now_ns();
  for (long i = 0; i < pairs; ++i)
    release(retain(obj));
  return (now_ns() - t0) / (double)pairs;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

// Fills med[] with the median of each variant; prints the table.
static void run(long pairs, int reps, double *med) {
  double *samples = malloc(sizeof(double) * NVARIANTS * (size_t)reps);
  for (int v = 0; v < NVARIANTS; ++v) // warm-up
    measure(v, pairs / 10 + 1);
  for (int r = 0; r < reps; ++r)
    for (int k = 0; k < NVARIANTS; ++k) {
      int v = (r + k) % NVARIANTS; // rotate the order between repetitions
      samples[v * reps + r] = measure(v, pairs);
    }
  printf("%-9s %10s %8s %8s %14s   (%ld pairs x %d repetitions, ns per retain+release pair)\n",
         "variant", "median", "min", "max", "minus control", pairs, reps);
  for (int v = 0; v < NVARIANTS; ++v) {
    double *s = samples + v * reps;
    qsort(s, (size_t)reps, sizeof *s, cmp_double);
    med[v] = reps % 2 ? s[reps / 2] : (s[reps / 2 - 1] + s[reps / 2]) / 2;
  }
  for (int v = 0; v < NVARIANTS; ++v) {
    double *s = samples + v * reps;
    printf("%-9s %10.2f %8.2f %8.2f %14.2f\n", names[v], med[v], s[0], s[reps - 1],
           med[v] - med[CONTROL]);
  }
  printf("SHARED/LOCAL = %.2f (raw medians), %.2f (minus control)\n", med[SHARED] / med[LOCAL],
         (med[SHARED] - med[CONTROL]) / (med[LOCAL] - med[CONTROL]));
  free(samples);
}

int main(int argc, char **argv) {
  long pairs = argc > 1 ? atol(argv[1]) : 5000000;
  int reps = argc > 2 ? atoi(argv[2]) : 11;
  if (pairs < 1 || reps < 1)
    return 2;
  variants[CONTROL] = (struct variant){control_retain, control_release, arc_alloc(8, NULL)};
  variants[LOCAL] = (struct variant){arc_retain_local, arc_release_local, arc_alloc_local(8, NULL)};
  variants[BIASED] = (struct variant){arc_retain, arc_release, arc_alloc(8, NULL)};
  variants[SHARED] =
      (struct variant){arc_retain, arc_release, arc_publish(arc_alloc_local(8, NULL))};
  variants[IMMORTAL] = (struct variant){arc_retain, arc_release, immortal_obj};

  double med[NVARIANTS];
  run(pairs, reps, med);
  for (int v = 0; v < NVARIANTS; ++v)
    if (v != IMMORTAL)
      arc_release(variants[v].obj);
  return 0;
}
