// A custom runtime whose names the module does not declare. A misspelled entry (retain=my_reff
// where the code calls my_ref) would turn the pass off with nothing but a refusal to show for
// it: a name one edit away that the module calls is a warning naming both, at that call. An
// entry simply not declared while another entry is (a file that only releases is normal) is an
// analysis remark, never a warning; a module that uses none of the runtime gets nothing.
//
// RUN: env ARCELIDE_OPTIONS='retain=my_reff;release=my_unref' %clang -O2 -g -fpass-plugin=%plugin \
// RUN:   -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TYPO
// TYPO: custom_runtime_typo.c:[[#@LINE+31]]:{{[0-9]+}}: warning: custom runtime entry retain=my_reff is not declared in this module; did you mean my_ref? (its calls are not recognised as the runtime's) [-Wpass-failed=arc-elide]
// TYPO-NOT: warning:
//
// Both misspelled: both said, though the module declares neither entry.
// RUN: env ARCELIDE_OPTIONS='retain=my_reff;release=my_unreff' %clang -O2 -g -fpass-plugin=%plugin \
// RUN:   -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: warning: custom runtime entry retain=my_reff is not declared in this module; did you mean my_ref?
// BOTH: warning: custom runtime entry release=my_unreff is not declared in this module; did you mean my_unref?
//
// Not a near name: an analysis remark at the first call of the declared entry, no warning.
// RUN: env ARCELIDE_OPTIONS='retain=obj_retain;release=my_unref' %clang -O2 -g -fpass-plugin=%plugin \
// RUN:   -Rpass-analysis=arc-elide -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNDECLARED
// UNDECLARED-NOT: warning:
// UNDECLARED: custom_runtime_typo.c:[[#@LINE+20]]:{{[0-9]+}}: remark: custom runtime entry retain=obj_retain is not declared in this module, which calls release=my_unref: no retain here is recognised [-Rpass-analysis=arc-elide]
// UNDECLARED-NOT: warning:
//
// The right names, and a runtime this module does not use at all: silence.
// RUN: env ARCELIDE_OPTIONS='retain=my_ref;release=my_unref' %clang -O2 -g -fpass-plugin=%plugin \
// RUN:   -Rpass-analysis=arc-elide -Werror -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: env ARCELIDE_OPTIONS='retain=other_retain;release=other_release' %clang -O2 -g -fpass-plugin=%plugin \
// RUN:   -Rpass-analysis=arc-elide -Werror -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: custom runtime entry

struct my_obj;
struct my_obj *my_ref(struct my_obj *o);
void my_unref(struct my_obj *o);
long use(struct my_obj *o);

long sum(struct my_obj *shared, long n) {
  long acc = 0;
  for (long i = 0; i < n; ++i) {
    struct my_obj *s = my_ref(shared);
    acc += use(s);
    my_unref(s);
  }
  return acc;
}
