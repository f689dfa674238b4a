/* Attacks (lazy hoisting, the flag and the remembered value): a serial loop of rounds around an
 * outer loop around a guarded inner loop. Each round uses a different object (the middle loop
 * is the lazily hoisted one, the flag must be cleared per round and the release must drop the
 * round's object, not the previous round's). In round 2 every m[i] is 0 and its object has
 * already been destroyed before the round starts (its pointer is only carried, never used):
 * nothing may retain it. The same with an OpenMP `for schedule(dynamic) nowait` per round whose
 * round 2 has no iterations at all.
 * Correct output: "destroyed 2", "destroyed 1", "destroyed 3", "round sums 6 0 6",
 * "destroyed 12", "destroyed 11", "destroyed 13", "omp sums 1100 0 1300", exit 0. */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

static __attribute__((noinline)) void rounds(long **objs, const unsigned long *m, long *sums,
                                             int nr, int ni) {
  for (int r = 0; r < nr; r++) {
    long *h = objs[r];
    unsigned long mr = m[r]; /* m[r][i] is nibble i: no read in the loops */
    long acc = 0;
    for (int i = 0; i < ni; i++)
      for (int j = 0; j < (int)((mr >> (4 * i)) & 15); j++) {
        long *s = arc_retain(h);
        acc += *s;
        arc_release(s);
      }
    sums[r] = acc;
  }
}

static __attribute__((noinline)) void omp_rounds(long **objs, const int *n, long *sums) {
#pragma omp parallel num_threads(2)
  {
    for (int r = 0; r < 3; r++) {
      long *h = objs[r];
      long acc = 0;
#pragma omp for schedule(dynamic) nowait
      for (int i = 0; i < n[r]; i++) {
        long *s = arc_retain(h);
        acc += *s;
        arc_release(s);
      }
#pragma omp atomic
      sums[r] += acc;
    }
  }
}

int main(void) {
  long *objs[3];
  for (int r = 0; r < 3; r++) {
    objs[r] = arc_alloc(sizeof(long), destroy);
    *objs[r] = r + 1;
  }
  static const unsigned long m[3] = {0x501, 0x000, 0x020};
  arc_release(objs[1]); /* round 2's object dies before the rounds; nothing retains it */
  long sums[3];
  rounds(objs, m, sums, 3, 3);
  arc_release(objs[0]);
  arc_release(objs[2]);
  printf("round sums %ld %ld %ld\n", sums[0], sums[1], sums[2]);

  for (int r = 0; r < 3; r++) {
    objs[r] = arc_alloc(sizeof(long), destroy);
    *objs[r] = 11 + r;
  }
  arc_release(objs[1]);
  static const int n[3] = {100, 0, 100};
  long osums[3] = {0, 0, 0};
  omp_rounds(objs, n, osums);
  arc_release(objs[0]);
  arc_release(objs[2]);
  printf("omp sums %ld %ld %ld\n", osums[0], osums[1], osums[2]);
  return 0;
}
