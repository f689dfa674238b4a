// Under clang -fpass-plugin the pass takes its parameters from ARCELIDE_OPTIONS (clang parses
// -mllvm options before the plugin is loaded); a bad value is one clear line, and the build
// goes on without the pass. This custom runtime has no scoped entries and use() may not return
// (docs/rules-exits.md): the loop is hoisted because the options accept that.
// RUN: env ARCELIDE_OPTIONS='retain=my_ref;release=my_unref;assume-returning-calls' %clang -O2 -g \
// RUN:   -fpass-plugin=%plugin -Rpass=arc-elide -c %s -o /dev/null 2>&1 | FileCheck %s
// Without that, refused (H1), naming the call:
// RUN: env ARCELIDE_OPTIONS='retain=my_ref;release=my_unref' %clang -O2 -g -fpass-plugin=%plugin \
// RUN:   -Rpass-missed=arc-elide -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXITS
// EXITS: remark: retain/release of 'shared' not hoisted (H1): the call to use() at custom_runtime_clang.c:[[#@LINE+16]] may leave the loop without returning
// RUN: env ARCELIDE_OPTIONS='retain=my_ref' %clang -O2 -g -fpass-plugin=%plugin \
// RUN:   -Rpass=arc-elide -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: arc-elide: ARCELIDE_OPTIONS: a custom runtime needs at least retain=NAME and release=NAME; the pass does not run
// BAD-NOT: remark

struct my_obj;
struct my_obj *my_ref(struct my_obj *o);
void my_unref(struct my_obj *o);
long use(struct my_obj *o);

long sum(struct my_obj *shared, long n) {
  long acc = 0;
  for (long i = 0; i < n; ++i) {
    // CHECK: remark: hoisted retain/release of 'shared' out of the loop
    struct my_obj *s = my_ref(shared);
    acc += use(s);
    my_unref(s);
  }
  return acc;
}
