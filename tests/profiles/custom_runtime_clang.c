// Under clang -fpass-plugin the pass takes its parameters from ARCELIDE_OPTIONS (clang parses
// -mllvm options before the plugin is loaded). A bad value fails the compile with one clear
// error (no object file, non-zero exit): a typo must not turn the pass off unnoticed. The remark
// of a custom runtime says "refcount calls", not "atomic operations": the pass cannot know how
// that runtime counts.
// RUN: env ARCELIDE_OPTIONS='retain=my_ref;release=my_unref;destructors-return' %clang -O2 -g -fpass-plugin=%plugin \
// RUN:   -Rpass=arc-elide -c %s -o /dev/null 2>&1 | FileCheck %s
// RUN: rm -f %t.o
// RUN: env ARCELIDE_OPTIONS='retain=my_ref' not %clang -O2 -g -fpass-plugin=%plugin \
// RUN:   -Rpass=arc-elide -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not ls %t.o
// BAD: error: arc-elide: ARCELIDE_OPTIONS='retain=my_ref': a custom runtime needs at least retain=NAME and release=NAME
// BAD-NOT: remark
// RUN: env ARCELIDE_OPTIONS='frobnicate' not %clang -O2 -fpass-plugin=%plugin -c %s -o %t.o 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TYPO
// TYPO: error: arc-elide: ARCELIDE_OPTIONS='frobnicate': unknown parameter 'frobnicate' of arc-elide
// RUN: env ARCELIDE_OPTIONS='retain=;release=my_unref' not %clang -O2 -fpass-plugin=%plugin -c %s \
// RUN:   -o %t.o 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: arc-elide: ARCELIDE_OPTIONS='retain=;release=my_unref': parameter 'retain=' of arc-elide needs a function name (retain=NAME)
// RUN: env ARCELIDE_OPTIONS='runtime=arc;runtime=glib' not %clang -O2 -fpass-plugin=%plugin -c %s \
// RUN:   -o %t.o 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: error: arc-elide: ARCELIDE_OPTIONS='runtime=arc;runtime=glib': runtime= given twice ('arc' and 'glib')

struct my_obj;
struct my_obj *my_ref(struct my_obj *o);
void my_unref(struct my_obj *o);
long use(struct my_obj *o);

long sum(struct my_obj *shared, long n) {
  long acc = 0;
  for (long i = 0; i < n; ++i) {
    // CHECK: remark: hoisted retain/release of 'shared' out of the loop at custom_runtime_clang.c:[[#@LINE-1]]: 2 refcount calls per iteration removed (custom runtime)
    struct my_obj *s = my_ref(shared);
    acc += use(s);
    my_unref(s);
  }
  return acc;
}
