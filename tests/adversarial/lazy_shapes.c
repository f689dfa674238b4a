/* Attacks (lazy hoisting, CFG shapes): guarded inner loops in serial outer loops with a break, a
 * switch and values live out of both loops (LCSSA phis at the exits that get the flagged
 * release), two guarded inner loops sharing one flag, an inner loop that returns from inside
 * the pair; OpenMP dynamic with lastprivate and reduction, guided with collapse(2), ordered with
 * static chunks, runtime schedule with nowait in rounds, two handles in a dynamic loop, and a
 * guarded inner loop inside a dynamic chunk loop. Every function is run on fresh objects whose
 * destructors print; each must run exactly once, after its function returns (main still holds a
 * reference during each call). Built with -fverify-intermediate-code (run.sh) and run at -O2.
 * Correct output (OMP_NUM_THREADS=2), one line each: s1 203, destroyed 1, s2 3520, s2 empty 3120,
 * destroyed 2, s3 15, s3 none 0, destroyed 3, o1 199, o1 one 4, o1 none 0, destroyed 4, o2 500,
 * destroyed 5, o3 1020, destroyed 6, o4 1400, o4 one 35, destroyed 7, o5 680, destroyed 8,
 * destroyed 9, o6 600, destroyed 10; exit 0. */
#include <arc.h>
#include <omp.h>
#include <stdio.h>

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

static __attribute__((noinline)) long s1(long *h, int n, unsigned long mm) {
  long acc = 0, last = -1;
  for (int i = 0; i < n; i++) {
    int m = (mm >> (i & 15)) & 7;
    for (int j = 0; j < m; j++) {
      long *s = arc_retain(h);
      acc += *s * j;
      arc_release(s);
      last = j;
    }
    if (acc > 1000000)
      break;
    switch (i & 3) {
    case 0:
      acc += 1;
      break;
    case 1:
      acc ^= 5;
      break;
    default:
      acc -= 2;
    }
  }
  return acc + last;
}
static __attribute__((noinline)) long s2(long *h, int n, int m) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) {
      long *s = arc_retain(h);
      acc += *s;
      arc_release(s);
    }
    for (int j = 0; j < i; j++) {
      long *s = arc_retain(h);
      acc += *s * 2;
      arc_release(s);
    }
  }
  return acc;
}
static __attribute__((noinline)) long s3(long *h, int n, int m) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < (i % 3) * m; j++) {
      long *s = arc_retain(h);
      if (*s == j) {
        arc_release(s);
        return acc;
      }
      acc += *s;
      arc_release(s);
    }
  }
  return -acc;
}
static __attribute__((noinline)) long o1(long *h, int n) {
  long acc = 0, lp = 0;
#pragma omp parallel for schedule(dynamic, 3) reduction(+ : acc) lastprivate(lp)
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    acc += *s;
    lp = i;
    arc_release(s);
  }
  return acc + lp;
}
static __attribute__((noinline)) long o2(long *h, int n) {
  long acc = 0;
#pragma omp parallel for schedule(guided) collapse(2) reduction(+ : acc)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      long *s = arc_retain(h);
      acc += *s;
      arc_release(s);
    }
  return acc;
}
static __attribute__((noinline)) long o3(long *h, int n) {
  long acc = 0;
#pragma omp parallel for ordered schedule(static, 2) reduction(+ : acc)
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    acc += *s;
    arc_release(s);
#pragma omp ordered
    {
      acc += i;
    }
  }
  return acc;
}
static __attribute__((noinline)) long o4(long *h, int n, int rounds) {
  long acc = 0;
#pragma omp parallel reduction(+ : acc)
  for (int r = 0; r < rounds; r++) {
#pragma omp for schedule(runtime) nowait
    for (int i = 0; i < n; i++) {
      long *s = arc_retain(h);
      acc += *s;
      arc_release(s);
    }
  }
  return acc;
}
static __attribute__((noinline)) long o5(long *h, long *g, int n) {
  long acc = 0;
#pragma omp parallel for schedule(dynamic) reduction(+ : acc)
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    acc += *s;
    arc_release(s);
    long *t = arc_retain(g);
    acc += *t;
    arc_release(t);
  }
  return acc;
}
static __attribute__((noinline)) long o6(long *h, int n) {
  long acc = 0;
#pragma omp parallel for schedule(dynamic) reduction(+ : acc)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i % 4; j++) {
      long *s = arc_retain(h);
      acc += *s;
      arc_release(s);
    }
  }
  return acc;
}

static long *mk(long v) {
  long *p = arc_alloc(sizeof(long), destroy);
  *p = v;
  return p;
}

static volatile int N = 40;

int main(void) {
  omp_set_schedule(omp_sched_dynamic, 5);
  long *h, *g;
  h = mk(1);
  printf("s1 %ld\n", s1(h, N, 0x5a5a5a5aUL));
  arc_release(h);
  h = mk(2);
  printf("s2 %ld\n", s2(h, N, N / 8));
  printf("s2 empty %ld\n", s2(h, N, 0));
  arc_release(h);
  h = mk(3);
  printf("s3 %ld\n", s3(h, N, 2));
  printf("s3 none %ld\n", s3(h, N, 0));
  arc_release(h);
  h = mk(4);
  printf("o1 %ld\n", o1(h, N));
  printf("o1 one %ld\n", o1(h, 1));
  printf("o1 none %ld\n", o1(h, 0));
  arc_release(h);
  h = mk(5);
  printf("o2 %ld\n", o2(h, N / 4));
  arc_release(h);
  h = mk(6);
  printf("o3 %ld\n", o3(h, N));
  arc_release(h);
  h = mk(7);
  printf("o4 %ld\n", o4(h, N, 5));
  printf("o4 one %ld\n", o4(h, 1, 5));
  arc_release(h);
  h = mk(8), g = mk(9);
  printf("o5 %ld\n", o5(h, g, N));
  arc_release(h);
  arc_release(g);
  h = mk(10);
  printf("o6 %ld\n", o6(h, N));
  arc_release(h);
  return 0;
}
