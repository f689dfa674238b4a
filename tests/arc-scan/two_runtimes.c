// Two runtimes in one file: the arc profile and GLib's g_object_ref/g_object_unref (and
// CPython's Py_IncRef/Py_DecRef), each handle reported with its own runtime's entries; the JSON
// output names the runtime.
// RUN: not %arc_scan %s > %t.out
// RUN: FileCheck %s --implicit-check-not=warning: < %t.out
// RUN: not %arc_scan --format=json %s | FileCheck %s --check-prefix=JSON

void *arc_retain(void *p);
void arc_release(void *p);
void *g_object_ref(void *object);
void g_object_unref(void *object);
void Py_IncRef(void *o);
void Py_DecRef(void *o);
long use(const void *p);

long mixed(void *arc_object, void *gobject, void *pyobject, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    // CHECK: two_runtimes.c:[[#@LINE+2]]:15: warning: 'arc_object' ({{.*}}) is refcounted in
    // CHECK-SAME: the parallel loop at two_runtimes.c:[[#@LINE-3]] (omp parallel for): 2 RC
    void *a = arc_retain(arc_object);
    // CHECK: two_runtimes.c:[[#@LINE+3]]:15: warning: 'gobject' ({{.*}}) is refcounted in the
    // CHECK-SAME: parallel loop at two_runtimes.c:[[#@LINE-6]] (omp parallel for): 2 RC
    // CHECK-NEXT: note: fix: use 'gobject' in the loop without g_object_ref/g_object_unref
    void *g = g_object_ref(gobject);
    acc += use(a) + use(g);
    // CHECK: two_runtimes.c:[[#@LINE+2]]:5: warning: 'pyobject' ({{.*}}): 2 RC operations per
    // CHECK-SAME: iteration (non-atomic)
    Py_IncRef(pyobject);
    acc += use(pyobject);
    Py_DecRef(pyobject);
    g_object_unref(g);
    arc_release(a);
  }
  return acc;
}
// CHECK: 3 warnings generated.

// JSON: "handle": "arc_object", "handle_kind": "shared-local", "runtime": "arc"
// JSON: "operations": [{"function": "arc_retain", {{.*}}}, {"function": "arc_release",
// JSON: "handle": "gobject", "handle_kind": "shared-local", "runtime": "glib"
// JSON: "operations": [{"function": "g_object_ref", {{.*}}}, {"function": "g_object_unref",
// JSON: "handle": "pyobject", "handle_kind": "shared-local", "runtime": "cpython"
