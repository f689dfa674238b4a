/* loops.c - the measured loops of bench/local, compiled twice into one program: once without
 * the pass (-DVARIANT=atomic: every object SHARED, atomic counts) and once with it
 * (-DVARIANT=local: the pass proves the objects thread-local). The source is the same; only the
 * pass differs.
 *
 *   fresh1  one fresh object per iteration: allocate, copy (retain), read, drop both
 *   fresh4  the same with four copies per iteration (retain/release dominate, not malloc)
 *
 * Serial and `omp parallel for` (static schedule) versions of each. */
#include <arc.h>

#define CAT_(a, b) a##_##b
#define CAT(a, b) CAT_(a, b)
#define NAME(f) CAT(f, VARIANT)

/* Reads the payload; noinline so the object is really passed to a call (LLVM infers nocapture
 * and nosync for it). */
__attribute__((noinline)) static long peek(const long *payload) { return *payload; }

long NAME(fresh1_serial)(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    long *o = arc_alloc(sizeof *o, 0);
    *o = i;
    long *copy = arc_retain(o);
    acc += peek(copy);
    arc_release(copy);
    arc_release(o);
  }
  return acc;
}

long NAME(fresh4_serial)(long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    long *o = arc_alloc(sizeof *o, 0);
    *o = i;
    for (int k = 0; k < 4; k++) {
      long *copy = arc_retain(o);
      acc += peek(copy);
      arc_release(copy);
    }
    arc_release(o);
  }
  return acc;
}

long NAME(fresh1_parallel)(long n) {
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    long *o = arc_alloc(sizeof *o, 0);
    *o = i;
    long *copy = arc_retain(o);
    acc += peek(copy);
    arc_release(copy);
    arc_release(o);
  }
  return acc;
}

long NAME(fresh4_parallel)(long n) {
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    long *o = arc_alloc(sizeof *o, 0);
    *o = i;
    for (int k = 0; k < 4; k++) {
      long *copy = arc_retain(o);
      acc += peek(copy);
      arc_release(copy);
    }
    arc_release(o);
  }
  return acc;
}
