/* Calls one numba-compiled function of the shape f(array a, int64 n) -> float64 through numba's
 * calling convention (status, return pointer, exception info, the array's fields flattened,
 * n), with NRT_incref/NRT_decref that count and a MemInfo whose one reference is the caller's.
 * Built by numba_run_loops.py with -DFN=<mangled name>; argv: n [neg] (neg makes a[1] negative,
 * which raise_in_loop raises on). Prints the status, the result, the count at the end and the
 * lowest count seen, and how many NRT calls ran. */
#include <stdio.h>
#include <stdlib.h>
typedef struct {
  long refct;
} MemInfo;
static long increfs, decrefs, min_seen = 1L << 40;
void NRT_incref(void *p) {
  if (!p)
    return;
  ((MemInfo *)p)->refct++;
  increfs++;
}
void NRT_decref(void *p) {
  if (!p)
    return;
  long c = --((MemInfo *)p)->refct;
  decrefs++;
  if (c < min_seen)
    min_seen = c;
  if (c == 0)
    printf("destroyed\n");
}
int FN(double *ret, void **exc, void *mi, void *parent, long nitems, long itemsize, double *data,
       long shape, long stride, long n);
int main(int argc, char **argv) {
  double data[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  long n = atol(argv[1]);
  if (argc > 2)
    data[1] = -1;
  MemInfo mi = {1}; /* the caller's reference */
  double r = 0;
  void *exc = 0;
  int st = FN(&r, &exc, &mi, 0, 8, 8, data, 8, 8, n);
  printf("status %d result %g refct %ld (min %ld) increfs %ld decrefs %ld\n", st, r, mi.refct,
         min_seen == 1L << 40 ? mi.refct : min_seen, increfs, decrefs);
}
