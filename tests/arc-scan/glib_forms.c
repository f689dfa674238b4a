// GLib's own forms, against the real headers (issue 13): g_autoptr(GObject) (a release no call
// spells: the variable's cleanup, glib_autoptr_clear_GObject, unrefs it at the end of every
// iteration), g_clear_object(&o) (GLib's macro: `_pp = &o; _ptr = *_pp; ... (g_object_unref)
// (_ptr)`), `if (o) g_object_unref (o)`, and g_object_ref itself, which GLib 2.74 defines as a
// macro calling `(g_object_ref) (obj)`, a parenthesised function name. Each ref/unref pair is 2
// RC operations per iteration; a handle read through g_ptr_array_index is named as written.
// With --explain the pass hoists the three forms (H3 refinement "NULL guard").
// REQUIRES: glib, openmp
// RUN: not %arc_scan %s -- %glib_cflags > %t.out
// RUN: FileCheck %s --implicit-check-not=warning: < %t.out
// RUN: env ARCELIDE_OPTIONS=destructors-return not %arc_scan --explain %s -- %glib_cflags %omp_cflags | FileCheck %s --check-prefix=EXPLAIN
// RUN: not %arc_scan --format=json %s -- %glib_cflags | FileCheck %s --check-prefix=JSON
#include <glib-object.h>

long use_object(GObject *o);

long autoptr_loop(GObject *shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    // CHECK: glib_forms.c:[[#@LINE+3]]:28: warning: 'shared' (declared outside the loop, shared by all
    // CHECK-SAME: iterations) is refcounted in the parallel loop at glib_forms.c:[[#@LINE-3]] (omp parallel for): 2 RC operations per iteration
    // EXPLAIN: glib_forms.c:[[#@LINE+1]]:28: note: hoisted by arc-elide: hoisted retain/release of 'shared'
    g_autoptr(GObject) o = g_object_ref(shared);
    acc += use_object(o);
  }
  return acc;
}

long clear_loop(GObject *shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    // CHECK: glib_forms.c:[[#@LINE+2]]:18: warning: 'shared' {{.*}} at glib_forms.c:[[#@LINE-2]] (omp parallel for): 2 RC operations per iteration
    // EXPLAIN: glib_forms.c:[[#@LINE+1]]:18: note: hoisted by arc-elide: hoisted retain/release of 'shared'
    GObject *o = g_object_ref(shared);
    acc += use_object(o);
    g_clear_object(&o);
  }
  return acc;
}

long if_loop(GObject *shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    // CHECK: glib_forms.c:[[#@LINE+2]]:18: warning: 'shared' {{.*}} at glib_forms.c:[[#@LINE-2]] (omp parallel for): 2 RC operations per iteration
    // EXPLAIN: glib_forms.c:[[#@LINE+1]]:18: note: hoisted by arc-elide: hoisted retain/release of 'shared'
    GObject *o = g_object_ref(shared);
    acc += use_object(o);
    if (o)
      g_object_unref(o);
  }
  return acc;
}

// The pair as GLib's macro expands it, written out: a parenthesised function name.
long parenthesised(GObject *shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    // CHECK: glib_forms.c:[[#@LINE+1]]:18: warning: 'shared' {{.*}}: 2 RC operations per iteration
    GObject *o = (g_object_ref)(shared);
    acc += use_object(o);
    (g_object_unref)(o);
  }
  return acc;
}

// A handle read through g_ptr_array_index, named as written (the macro's body reads
// `((array)->pdata)[index_]`).
long array_element(GPtrArray *objects, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    // CHECK: glib_forms.c:[[#@LINE+2]]:18: warning: 'g_ptr_array_index(objects, 0)' (read from a shared object, the same in every iteration)
    // CHECK-SAME: 2 RC operations per iteration
    GObject *o = g_object_ref(g_ptr_array_index(objects, 0));
    acc += use_object(o);
    g_object_unref(o);
  }
  return acc;
}

// A different element every iteration: not shared, not reported.
long array_walk(GPtrArray *objects, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    g_autoptr(GObject) o = g_object_ref(g_ptr_array_index(objects, i));
    acc += use_object(o);
  }
  return acc;
}
// CHECK: 5 warnings generated.

// The g_autoptr loop: its unref is the declaration's cleanup.
// JSON: "line": 24, "column": 28, "handle": "shared", {{.*}}"runtime": "glib"
// JSON-NEXT: "operations_per_iteration": 2, "atomic_operations_per_iteration": 2
// JSON: "operations": [{"function": "g_object_ref", "line": 24, "column": 28}, {"function": "g_object_unref", "line": 24, "column": 5}]
// The g_clear_object loop: its unref is the macro's.
// JSON: "operations": [{"function": "g_object_ref", "line": 36, "column": 18}, {"function": "g_object_unref", "line": 38, "column": 5}]

// The --explain run carries ARCELIDE_OPTIONS=destructors-return: the promise that GObject
// finalizers return, without which the pass keeps every GLib pair (tests/profiles/glib_real.c).
