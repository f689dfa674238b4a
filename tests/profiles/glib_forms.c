// Issue 13's GLib forms on a real GObject (g_object_new(G_TYPE_OBJECT, NULL), Debian's GLib):
// g_autoptr(GObject), g_clear_object and `if (o) g_object_unref(o)`, in a serial loop and in
// `omp parallel for`, each a release guarded by the handle being non-NULL after -O2 (H3
// refinement "NULL guard"). Built with and without the pass into one program: the same sums,
// at most one g_object_ref per worker with the pass (counted per OpenMP thread through
// -Wl,--wrap=g_object_ref), one per iteration without, the object's count back to 1, and no
// GLib critical. Timing is bench/glib/run.sh's, never this test's.
// REQUIRES: openmp, glib
// RUN: %clang -O2 -g %omp_cflags %glib_cflags -DVARIANT=plain -c %S/Inputs/glib_forms_kernel.c -o %t.plain.o
// GObject's finalizers are user code that may end the program: the hoisted build carries the
// user's promise that they return (destructors-return); without it, every loop is refused.
// RUN: %clang -O2 -g %omp_cflags %glib_cflags -DVARIANT=hoisted -fpass-plugin=%plugin \
// RUN:   -Rpass-missed=arc-elide -c %S/Inputs/glib_forms_kernel.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-PROMISE
// NO-PROMISE: remark: retain/release of 'shared' not hoisted (H8): the release at {{.*}} may be the object's last, and its destructor may not return
// NO-PROMISE-NOT: remark: hoisted
// RUN: env ARCELIDE_OPTIONS=destructors-return %clang -O2 -g %omp_cflags %glib_cflags -DVARIANT=hoisted -fpass-plugin=%plugin \
// RUN:   -Rpass=arc-elide -Rpass-missed=arc-elide -c %S/Inputs/glib_forms_kernel.c -o %t.hoisted.o 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: %clang -O2 %omp_cflags %glib_cflags %S/Inputs/glib_forms_driver.c %t.plain.o %t.hoisted.o \
// RUN:   -Wl,--wrap=g_object_ref %openmp %glib_libs -o %t
// RUN: env OMP_NUM_THREADS=2 %t 100000 2>&1 | FileCheck %s
//
// REMARK: glib_forms_kernel.c:{{[0-9]+}}:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the loop at
// REMARK: glib_forms_kernel.c:{{[0-9]+}}:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the loop at
// REMARK: glib_forms_kernel.c:{{[0-9]+}}:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the loop at
// REMARK: glib_forms_kernel.c:{{[0-9]+}}:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the parallel loop
// REMARK: glib_forms_kernel.c:{{[0-9]+}}:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the parallel loop
// REMARK: glib_forms_kernel.c:{{[0-9]+}}:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the parallel loop
// REMARK-NOT: not hoisted
//
// CHECK-NOT: CRITICAL
// CHECK: autoptr_serial plain: sum [[S1:[0-9]+]], g_object_ref calls 100000, most by one thread 100000
// CHECK-NEXT: autoptr_serial hoisted: sum [[S1]], g_object_ref calls 1, most by one thread 1{{$}}
// CHECK-NEXT: clear_serial plain: sum [[S2:[0-9]+]], g_object_ref calls 100000, most by one thread 100000
// CHECK-NEXT: clear_serial hoisted: sum [[S2]], g_object_ref calls 1, most by one thread 1{{$}}
// CHECK-NEXT: if_serial plain: sum [[S3:[0-9]+]], g_object_ref calls 100000, most by one thread 100000
// CHECK-NEXT: if_serial hoisted: sum [[S3]], g_object_ref calls 1, most by one thread 1{{$}}
// CHECK-NEXT: autoptr_omp plain: sum [[S4:[0-9]+]], g_object_ref calls 100000, most by one thread {{[0-9]+}}
// CHECK-NEXT: autoptr_omp hoisted: sum [[S4]], g_object_ref calls {{[12]}}, most by one thread 1{{$}}
// CHECK-NEXT: clear_omp plain: sum [[S5:[0-9]+]], g_object_ref calls 100000, most by one thread {{[0-9]+}}
// CHECK-NEXT: clear_omp hoisted: sum [[S5]], g_object_ref calls {{[12]}}, most by one thread 1{{$}}
// CHECK-NEXT: if_omp plain: sum [[S6:[0-9]+]], g_object_ref calls 100000, most by one thread {{[0-9]+}}
// CHECK-NEXT: if_omp hoisted: sum [[S6]], g_object_ref calls {{[12]}}, most by one thread 1{{$}}
// CHECK-NEXT: object ref_count after: 1
// CHECK-NOT: CRITICAL
