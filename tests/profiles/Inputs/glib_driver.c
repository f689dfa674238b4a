/* Drives glib_real.c: runs the hoisted and the plain build of each loop, interleaved, checks
 * they compute the same, counts g_object_ref/g_bytes_ref calls (through -Wl,--wrap), and
 * prints the median time per iteration of each over REPS runs. */
#include <glib-object.h>
#include <omp.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

long object_loop_hoisted(GObject *, long), object_loop_plain(GObject *, long);
long bytes_loop_hoisted(GBytes *, long), bytes_loop_plain(GBytes *, long);

static atomic_long object_refs, bytes_refs;
gpointer __real_g_object_ref(gpointer);
GBytes *__real_g_bytes_ref(GBytes *);
gpointer __wrap_g_object_ref(gpointer o) {
  atomic_fetch_add_explicit(&object_refs, 1, memory_order_relaxed);
  return __real_g_object_ref(o);
}
GBytes *__wrap_g_bytes_ref(GBytes *b) {
  atomic_fetch_add_explicit(&bytes_refs, 1, memory_order_relaxed);
  return __real_g_bytes_ref(b);
}

long use_object(GObject *o) { return (long)(o->ref_count > 0); }
long use_bytes(GBytes *b) { return (long)g_bytes_get_size(b); }

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 100000;
  int reps = argc > 2 ? atoi(argv[2]) : 1;
  GObject *object = g_object_new(G_TYPE_OBJECT, NULL);
  GBytes *bytes = g_bytes_new("glib", 4);
  double t[2][2][64];
  for (int r = 0; r < reps && r < 64; ++r) {
    for (int hoisted = 0; hoisted < 2; ++hoisted) {
      long before = atomic_load(&object_refs);
      double start = omp_get_wtime();
      long a = hoisted ? object_loop_hoisted(object, n) : object_loop_plain(object, n);
      t[0][hoisted][r] = (omp_get_wtime() - start) * 1e9 / n;
      long object_calls = atomic_load(&object_refs) - before;
      before = atomic_load(&bytes_refs);
      start = omp_get_wtime();
      long b = hoisted ? bytes_loop_hoisted(bytes, n) : bytes_loop_plain(bytes, n);
      t[1][hoisted][r] = (omp_get_wtime() - start) * 1e9 / n;
      long bytes_calls = atomic_load(&bytes_refs) - before;
      if (r == 0)
        printf("%s: sums %ld %ld, g_object_ref calls %ld, g_bytes_ref calls %ld\n",
               hoisted ? "hoisted" : "plain", a, b, object_calls, bytes_calls);
    }
  }
  if (reps > 1) {
    const char *names[2] = {"GObject", "GBytes"};
    for (int k = 0; k < 2; ++k) {
      qsort(t[k][0], reps, sizeof(double), compare);
      qsort(t[k][1], reps, sizeof(double), compare);
      printf("%s loop, %d threads: plain %.2f ns/it, hoisted %.2f ns/it (medians of %d)\n",
             names[k], omp_get_max_threads(), t[k][0][reps / 2], t[k][1][reps / 2], reps);
    }
  }
  printf("object ref_count after: %u\n", object->ref_count);
  g_bytes_unref(bytes);
  g_object_unref(object);
  return 0;
}
