/* The loops of glib_forms.c (and bench/glib/): the three forms GLib's documentation recommends
 * for dropping a reference, each in a serial loop and in `omp parallel for`, on one shared
 * GObject. Compiled twice into one program: with the pass (VARIANT=hoisted) and without
 * (VARIANT=plain), so both run, interleaved, in one process. After -O2 each form is a release
 * guarded by the handle being non-NULL (H3 refinement "NULL guard"). */
#include <glib-object.h>

#define CAT_(a, b) a##_##b
#define CAT(a, b) CAT_(a, b)
#define KERNEL(name) CAT(name, VARIANT)

long use_object(GObject *o);

/* g_autoptr: the cleanup at the end of each iteration is g_clear_object. */
long KERNEL(autoptr_serial)(GObject *shared, long n) {
  long acc = 0;
  for (long i = 0; i < n; ++i) {
    g_autoptr(GObject) o = g_object_ref(shared);
    acc += use_object(o);
  }
  return acc;
}

long KERNEL(clear_serial)(GObject *shared, long n) {
  long acc = 0;
  for (long i = 0; i < n; ++i) {
    GObject *o = g_object_ref(shared);
    acc += use_object(o);
    g_clear_object(&o);
  }
  return acc;
}

long KERNEL(if_serial)(GObject *shared, long n) {
  long acc = 0;
  for (long i = 0; i < n; ++i) {
    GObject *o = g_object_ref(shared);
    acc += use_object(o);
    if (o)
      g_object_unref(o);
  }
  return acc;
}

long KERNEL(autoptr_omp)(GObject *shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc) schedule(static)
  for (long i = 0; i < n; ++i) {
    g_autoptr(GObject) o = g_object_ref(shared);
    acc += use_object(o);
  }
  return acc;
}

long KERNEL(clear_omp)(GObject *shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc) schedule(static)
  for (long i = 0; i < n; ++i) {
    GObject *o = g_object_ref(shared);
    acc += use_object(o);
    g_clear_object(&o);
  }
  return acc;
}

long KERNEL(if_omp)(GObject *shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc) schedule(static)
  for (long i = 0; i < n; ++i) {
    GObject *o = g_object_ref(shared);
    acc += use_object(o);
    if (o)
      g_object_unref(o);
  }
  return acc;
}
