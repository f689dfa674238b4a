// The glib profile against the real GLib: one shared GObject and one GBytes refcounted per
// iteration inside `omp parallel for`. Built with and without the pass in one program; both
// compute the same, the hoisted build calls g_object_ref/g_bytes_ref once per worker instead
// of once per iteration, and the object's count is back to 1 afterwards.
// REQUIRES: openmp, glib
// RUN: %clang -O2 -g %omp_cflags %glib_cflags -DVARIANT=plain -c %S/Inputs/glib_kernel.c -o %t.plain.o
// GObject's finalizers are user code that may end the program: the hoisted build carries the
// user's promise that they return (destructors-return); without it, every loop is refused.
// RUN: %clang -O2 -g %omp_cflags %glib_cflags -DVARIANT=hoisted -fpass-plugin=%plugin \
// RUN:   -Rpass-missed=arc-elide -c %S/Inputs/glib_kernel.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-PROMISE
// NO-PROMISE: remark: retain/release of 'shared' not hoisted (H8): the release at {{.*}} may be the object's last, and its destructor may not return
// NO-PROMISE-NOT: remark: hoisted
// RUN: env ARCELIDE_OPTIONS=destructors-return %clang -O2 -g %omp_cflags %glib_cflags -DVARIANT=hoisted -fpass-plugin=%plugin \
// RUN:   -Rpass=arc-elide -Rpass-missed=arc-elide -c %S/Inputs/glib_kernel.c -o %t.hoisted.o 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: %clang -O2 %omp_cflags %glib_cflags %S/Inputs/glib_driver.c %t.plain.o %t.hoisted.o \
// RUN:   -Wl,--wrap=g_object_ref -Wl,--wrap=g_bytes_ref %openmp %glib_libs -o %t
// RUN: env OMP_NUM_THREADS=2 %t 100000 | FileCheck %s
//
// REMARK: glib_kernel.c:{{[0-9]+}}:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the parallel loop
// REMARK: glib_kernel.c:{{[0-9]+}}:{{[0-9]+}}: remark: hoisted retain/release of 'shared' out of the parallel loop
// REMARK-NOT: not hoisted
//
// CHECK: plain: sums [[A:[0-9]+]] [[B:[0-9]+]], g_object_ref calls 100000, g_bytes_ref calls 100000
// CHECK: hoisted: sums [[A]] [[B]], g_object_ref calls {{[12]}}, g_bytes_ref calls {{[12]}}
// CHECK: object ref_count after: 1
