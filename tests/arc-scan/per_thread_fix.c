// The fix-it names each runtime's usual pair, its first retain and first release in the runtime
// table (pass/profiles/runtime_profiles.def), whichever entry the loop calls: swift's nonatomic
// entries and GLib's GRcBox are fixed with swift_retain and g_object_ref. Only a runtime with a
// thread-local allocation (arc's arc_alloc_local) offers it for a per-thread handle. Entries the
// pass does not know (GRcBox, Py_INCREF) count as non-atomic where the table says so.
// RUN: not %arc_scan %s > %t.out
// RUN: FileCheck %s --implicit-check-not=warning: < %t.out

void *arc_retain(void *p);
void arc_release(void *p);
void *g_object_ref(void *object);
void g_object_unref(void *object);
void *g_rc_box_acquire(void *box);
void g_rc_box_release(void *box);
void *g_atomic_rc_box_acquire(void *box);
void g_atomic_rc_box_release(void *box);
void Py_INCREF(void *o);
void Py_DECREF(void *o);
void *swift_nonatomic_retain(void *p);
void swift_nonatomic_release(void *p);
void *make(void);
long use(const void *p);

long per_thread(long n) {
  long acc = 0;
#pragma omp parallel reduction(+ : acc)
  {
    void *a = make(), *g = make(), *box = make(), *atomic_box = make(), *py = make(), *s = make();
#pragma omp for
    for (long i = 0; i < n; i++) {
      // CHECK: warning: 'a' (one per thread, {{.*}}): 2 RC operations per iteration (atomic,
      // CHECK-NEXT: note: fix: arc_retain 'a' once before the loop and arc_release it after, not
      // CHECK-SAME: per iteration (or make it with arc_alloc_local if it never leaves the thread)
      arc_retain(a);
      // CHECK: warning: 'g' (one per thread, {{.*}}): 2 RC operations per iteration (atomic,
      // CHECK-NEXT: note: fix: g_object_ref 'g' once before the loop and g_object_unref it after,
      // CHECK-SAME: not per iteration{{$}}
      g_object_ref(g);
      // CHECK: warning: 'box' (one per thread, {{.*}}): 2 RC operations per iteration (non-atomic)
      // CHECK-NEXT: note: fix: g_object_ref 'box' once before the loop and g_object_unref it
      // CHECK-SAME: after, not per iteration{{$}}
      g_rc_box_acquire(box);
      // CHECK: warning: 'atomic_box' (one per thread, {{.*}}): 2 RC operations per iteration
      // CHECK-SAME: (atomic,
      g_atomic_rc_box_acquire(atomic_box);
      // CHECK: warning: 'py' (one per thread, {{.*}}): 2 RC operations per iteration (non-atomic)
      // CHECK-NEXT: note: fix: Py_IncRef 'py' once before the loop and Py_DecRef it after, not
      // CHECK-SAME: per iteration{{$}}
      Py_INCREF(py);
      // CHECK: warning: 's' (one per thread, {{.*}}): 2 RC operations per iteration (non-atomic)
      // CHECK-NEXT: note: fix: swift_retain 's' once before the loop and swift_release it after,
      // CHECK-SAME: not per iteration{{$}}
      swift_nonatomic_retain(s);
      acc += use(a) + use(g) + use(box) + use(atomic_box) + use(py) + use(s);
      swift_nonatomic_release(s);
      Py_DECREF(py);
      g_atomic_rc_box_release(atomic_box);
      g_rc_box_release(box);
      g_object_unref(g);
      arc_release(a);
    }
  }
  return acc;
}
// CHECK: 6 warnings generated.
