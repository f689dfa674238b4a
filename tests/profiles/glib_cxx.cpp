// GLib from C++ (issue 13): GLib's headers do not say noexcept, so clang calls g_object_ref
// without nounwind and, inside a RAII wrapper's noexcept destructor, invokes g_object_unref
// (its unwind edge ends in std::terminate). The glib profile's entries never unwind
// (ARC_PROFILE_ENTRIES_NEVER_UNWIND): the invokes become calls and the loop is hoisted. use()
// (another file) throws half-way through; the exception leaves the loop through the wrapper's
// cleanup, which releases the hoisted reference: the object's count is 1 again after the catch,
// as without the pass, and the object is finalized once, at the last unref.
// REQUIRES: glib
// destructors-return: the user's promise that GObject finalizers return (the subject here is
// unwinding, not H8's check of destructors).
// RUN: %clangxx -O2 -g -std=c++17 -Wall -Wextra %glib_cflags -c %s -o %t.nopass.o
// RUN: env ARCELIDE_OPTIONS=destructors-return %clangxx -O2 -g -std=c++17 -Wall -Wextra %glib_cflags -fpass-plugin=%plugin \
// RUN:   -Rpass=arc-elide -Rpass-missed=arc-elide -c %s -o %t.pass.o 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: %clangxx -O2 -std=c++17 -c %inputs/throwing_use.cpp -o %t.use.o
// RUN: %clangxx %t.nopass.o %t.use.o -Wl,--wrap=g_object_ref %glib_libs -o %t.nopass
// RUN: %clangxx %t.pass.o %t.use.o -Wl,--wrap=g_object_ref %glib_libs -o %t.pass
// RUN: %t.nopass | FileCheck %s --check-prefix=NOPASS
// RUN: %t.pass | FileCheck %s --check-prefix=PASS
//
// REMARK: glib_cxx.cpp:{{[0-9]+}}:{{[0-9]+}}: remark: hoisted retain/release of 'object' out of the loop at glib_cxx.cpp:{{[0-9]+}}
// REMARK-NOT: not hoisted
//
// Iterations 0..500 retain (the last one is released by ~GRef on the way out):
// NOPASS: caught at 500: ref_count 1, g_object_ref calls 501
// NOPASS-NEXT: finalized 1
// PASS: caught at 500: ref_count 1, g_object_ref calls 1
// PASS-NEXT: finalized 1

#include <glib-object.h>
#include <stdio.h>

#include <stdexcept>

long use_or_throw(const void *payload, long i, long throw_at, long throw_every);

static long ref_calls;
extern "C" gpointer __real_g_object_ref(gpointer object);
extern "C" gpointer __wrap_g_object_ref(gpointer object) {
  ref_calls++;
  return __real_g_object_ref(object);
}

// The RAII wrapper: one reference for its lifetime.
class GRef {
public:
  explicit GRef(GObject *object) : object_(static_cast<GObject *>(g_object_ref(object))) {}
  ~GRef() { g_object_unref(object_); }
  GRef(const GRef &) = delete;
  GRef &operator=(const GRef &) = delete;
  GObject *get() const { return object_; }

private:
  GObject *object_;
};

__attribute__((noinline)) static long loop(GObject *shared, long n, long throw_at) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    GRef r(shared);
    acc += use_or_throw(r.get(), i, throw_at, 0) != 0;
  }
  return acc;
}

static long finalized;
static void on_finalize(gpointer, GObject *) { finalized++; }

int main() {
  GObject *object = static_cast<GObject *>(g_object_new(G_TYPE_OBJECT, NULL));
  g_object_weak_ref(object, on_finalize, NULL);
  try {
    loop(object, 1000, 500);
  } catch (const std::runtime_error &) {
    printf("caught at 500: ref_count %u, g_object_ref calls %ld\n", object->ref_count, ref_calls);
  }
  g_object_unref(object);
  printf("finalized %ld\n", finalized);
  return 0;
}
