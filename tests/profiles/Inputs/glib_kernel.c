/* The loops of glib_real.c, compiled twice into one program: once with the pass (as
 * KERNEL(hoisted)) and once without (KERNEL(plain)), so both run, interleaved, in one process. */
#include <glib-object.h>

#define CAT_(a, b) a##_##b
#define CAT(a, b) CAT_(a, b)
#define KERNEL(name) CAT(name, VARIANT)

long use_object(GObject *o);
long use_bytes(GBytes *b);

/* Every worker refs and unrefs the one shared GObject per iteration. */
long KERNEL(object_loop)(GObject *shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc) schedule(static)
  for (long i = 0; i < n; ++i) {
    GObject *o = g_object_ref(shared);
    acc += use_object(o);
    g_object_unref(o);
  }
  return acc;
}

/* The same with a shared GBytes. */
long KERNEL(bytes_loop)(GBytes *shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc) schedule(static)
  for (long i = 0; i < n; ++i) {
    GBytes *b = g_bytes_ref(shared);
    acc += use_bytes(b);
    g_bytes_unref(b);
  }
  return acc;
}
