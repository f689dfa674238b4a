// Micro-benchmark of the scoped entries (runtime/src/scope.c): nanoseconds per loop entry, i.e.
// per arc_retain_scoped + arc_release_scoped pair on a SHARED object, against the plain pair
// (arc_retain + arc_release) and a control with the same call structure (two calls to opaque
// no-op functions). Each "entry" is one call of a noinline function that, like the code the
// pass emits, zeroes its frame slot and then pushes and pops once. Variants: the scoped pair
// with nothing else registered, and with 3 outer loop references live on the thread's stack
// (nested loops: the pop scans them). Variants are interleaved in a rotating order and repeated;
// the table gives median, min and max, and the median minus the control's. Not part of
// `make check` (no timing assertions there). Run by hand:
//
//   clang -O2 -std=c11 -Iruntime/include bench/scoped_pairs.c build/lib/libarcrt.a -pthread \
//     -o /tmp/scoped_pairs && /tmp/scoped_pairs [entries per sample] [repetitions]
#define _POSIX_C_SOURCE 200809L
#include <arc.h>

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

__attribute__((noinline)) static void *control_retain(void *p, long long *slot) {
  __asm__ volatile("" : : "r"(p), "r"(slot) : "memory");
  return p;
}
__attribute__((noinline)) static void control_release(void *p, long long *slot) {
  __asm__ volatile("" : : "r"(p), "r"(slot) : "memory");
}
__attribute__((noinline)) static void *plain_retain(void *p, long long *slot) {
  (void)slot;
  return arc_retain(p);
}
__attribute__((noinline)) static void plain_release(void *p, long long *slot) {
  (void)slot;
  arc_release(p);
}

typedef void *(*retain_fn)(void *, long long *);
typedef void (*release_fn)(void *, long long *);

enum { CONTROL, PLAIN, SCOPED, SCOPED_DEPTH4, NVARIANTS };
static const char *names[NVARIANTS] = {"control", "plain", "scoped", "scoped, 3 outer"};
static struct {
  retain_fn retain;
  release_fn release;
} volatile variants[NVARIANTS];

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

// One loop entry as the pass emits it: the frame slot zeroed at function entry, one push in
// the preheader, one pop at the exit (the loop itself is left out: its cost is not the entries').
__attribute__((noinline)) static void one_entry(retain_fn retain, release_fn release, void *p) {
  long long slot = 0;
  retain(p, &slot);
  release(p, &slot);
}

static double measure(int v, void *p, long entries) {
  retain_fn retain = variants[v].retain;
  release_fn release = variants[v].release;
  double t0 = now_ns();
  for (long i = 0; i < entries; ++i)
    one_entry(retain, release, p);
  return (now_ns() - t0) / (double)entries;
}

// With three outer references registered by a live frame (nested loops around the measured one).
__attribute__((noinline)) static double measure_nested(int v, void *p, long entries) {
  long long slot = 0;
  arc_retain_scoped(p, &slot);
  arc_retain_scoped(p, &slot);
  arc_retain_scoped(p, &slot);
  double t = measure(v, p, entries);
  arc_release_scoped(p, &slot);
  arc_release_scoped(p, &slot);
  arc_release_scoped(p, &slot);
  return t;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  long entries = argc > 1 ? atol(argv[1]) : 5000000;
  int reps = argc > 2 ? atoi(argv[2]) : 11;
  if (entries < 1 || reps < 1)
    return 2;
  variants[CONTROL].retain = control_retain, variants[CONTROL].release = control_release;
  variants[PLAIN].retain = plain_retain, variants[PLAIN].release = plain_release;
  variants[SCOPED].retain = arc_retain_scoped, variants[SCOPED].release = arc_release_scoped;
  variants[SCOPED_DEPTH4].retain = arc_retain_scoped;
  variants[SCOPED_DEPTH4].release = arc_release_scoped;
  void *p = arc_alloc(8, NULL);

  double *samples = malloc(sizeof(double) * NVARIANTS * (size_t)reps);
  for (int v = 0; v < NVARIANTS; ++v) // warm-up
    measure(v, p, entries / 10 + 1);
  for (int r = 0; r < reps; ++r)
    for (int k = 0; k < NVARIANTS; ++k) {
      int v = (r + k) % NVARIANTS;
      samples[v * reps + r] =
          v == SCOPED_DEPTH4 ? measure_nested(v, p, entries) : measure(v, p, entries);
    }
  printf("%-16s %8s %8s %8s %14s   (%ld entries x %d repetitions, ns per loop entry)\n", "variant",
         "median", "min", "max", "minus control", entries, reps);
  double med[NVARIANTS];
  for (int v = 0; v < NVARIANTS; ++v) {
    double *s = samples + v * reps;
    qsort(s, (size_t)reps, sizeof *s, cmp_double);
    med[v] = reps % 2 ? s[reps / 2] : (s[reps / 2 - 1] + s[reps / 2]) / 2;
  }
  for (int v = 0; v < NVARIANTS; ++v) {
    double *s = samples + v * reps;
    printf("%-16s %8.2f %8.2f %8.2f %14.2f\n", names[v], med[v], s[0], s[reps - 1],
           med[v] - med[CONTROL]);
  }
  printf("scoped - plain = %.2f ns per loop entry (medians)\n", med[SCOPED] - med[PLAIN]);
  free(samples);
  arc_release(p);
  return 0;
}
