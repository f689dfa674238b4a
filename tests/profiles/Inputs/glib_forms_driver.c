/* Drives glib_forms.c and bench/glib/run.sh: runs the plain and the hoisted build of each loop
 * of glib_forms_kernel.c, interleaved in one process, on one GObject from
 * g_object_new(G_TYPE_OBJECT, NULL). Prints, per loop and build, the sum (the two builds must
 * agree), the g_object_ref calls the loop made (counted through -Wl,--wrap=g_object_ref) and the
 * most any one thread made; with REPS > 1 also the median, minimum and maximum time per
 * iteration of each build over REPS runs. Usage: prog [N [REPS]]. */
#include <glib-object.h>
#include <omp.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

typedef long Loop(GObject *, long);
#define FORMS(X)                                                                                   \
  X(autoptr_serial) X(clear_serial) X(if_serial) X(autoptr_omp) X(clear_omp) X(if_omp)
#define DECLARE(name) Loop name##_plain, name##_hoisted;
FORMS(DECLARE)

#define ROW(name) {#name, name##_plain, name##_hoisted},
static const struct {
  const char *name;
  Loop *plain, *hoisted;
} loops[] = {FORMS(ROW)};
enum { LOOPS = sizeof loops / sizeof loops[0], THREADS = 64, MAX_REPS = 101 };

/* g_object_ref calls per OpenMP thread number (threads beyond the last share the last slot). */
static atomic_long refs[THREADS];
gpointer __real_g_object_ref(gpointer);
gpointer __wrap_g_object_ref(gpointer o) {
  int t = omp_get_thread_num();
  atomic_fetch_add_explicit(&refs[t < THREADS ? t : THREADS - 1], 1, memory_order_relaxed);
  return __real_g_object_ref(o);
}

long use_object(GObject *o) { return (long)(o->ref_count > 0) + (long)((uintptr_t)o & 1); }

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 100000;
  int reps = argc > 2 ? atoi(argv[2]) : 1;
  if (reps < 1 || reps > MAX_REPS)
    reps = 1;
  GObject *object = g_object_new(G_TYPE_OBJECT, NULL);
  static double t[LOOPS][2][MAX_REPS];
  for (int r = 0; r < reps; ++r) {
    for (int k = 0; k < LOOPS; ++k) {
      for (int hoisted = 0; hoisted < 2; ++hoisted) {
        for (int i = 0; i < THREADS; ++i)
          atomic_store(&refs[i], 0);
        double start = omp_get_wtime();
        long sum = hoisted ? loops[k].hoisted(object, n) : loops[k].plain(object, n);
        t[k][hoisted][r] = (omp_get_wtime() - start) * 1e9 / n;
        long total = 0, most = 0;
        for (int i = 0; i < THREADS; ++i) {
          long c = atomic_load(&refs[i]);
          total += c;
          most = c > most ? c : most;
        }
        if (r == 0)
          printf("%s %s: sum %ld, g_object_ref calls %ld, most by one thread %ld\n", loops[k].name,
                 hoisted ? "hoisted" : "plain", sum, total, most);
      }
    }
  }
  if (reps > 1) {
    printf("%d threads, %ld iterations, %d interleaved runs; ns per iteration, median (min-max)\n",
           omp_get_max_threads(), n, reps);
    for (int k = 0; k < LOOPS; ++k) {
      qsort(t[k][0], reps, sizeof(double), compare);
      qsort(t[k][1], reps, sizeof(double), compare);
      double plain = t[k][0][reps / 2], hoisted = t[k][1][reps / 2];
      printf("%-15s plain %7.2f (%.2f-%.2f)  hoisted %6.2f (%.2f-%.2f)  speedup %.1fx\n",
             loops[k].name, plain, t[k][0][0], t[k][0][reps - 1], hoisted, t[k][1][0],
             t[k][1][reps - 1], plain / hoisted);
    }
  }
  printf("object ref_count after: %u\n", object->ref_count);
  g_object_unref(object);
  return 0;
}
