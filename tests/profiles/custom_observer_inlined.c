// A count observer the module defines stays a call: the user names my_refcount as the custom
// runtime's observer, and it is a one-line function in the same file that clang would inline
// before the pass runs, leaving a plain atomic load the pass cannot tell from any other. The
// plugin marks it noinline at the start of the pipeline, so H4 sees the call and refuses; the
// output is the same with and without the pass.
// RUN: %clang -O2 %cflags %s -o %t.base
// RUN: env ARCELIDE_OPTIONS='retain=my_ref;release=my_unref;observer=my_refcount' %clang -O2 \
// RUN:   %cflags -fpass-plugin=%plugin -Rpass-missed=arc-elide %s -o %t.pass 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %t.base > %t.base.out
// RUN: %t.pass > %t.pass.out
// RUN: diff %t.base.out %t.pass.out
// RUN: FileCheck %s < %t.pass.out
// REMARK: not hoisted (H4): the loop reads its count with my_refcount()
// CHECK: unique 100 of 100
// ENV: ARCELIDE_OPTIONS=retain=my_ref;release=my_unref;observer=my_refcount
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
struct obj {
  _Atomic long rc;
  long v;
};
__attribute__((noinline)) struct obj *my_ref(struct obj *o) {
  atomic_fetch_add_explicit(&o->rc, 1, memory_order_relaxed);
  return o;
}
__attribute__((noinline)) void my_unref(struct obj *o) {
  if (atomic_fetch_sub_explicit(&o->rc, 1, memory_order_acq_rel) == 1)
    free(o);
}
long my_refcount(const struct obj *o) { return atomic_load_explicit(&o->rc, memory_order_relaxed); }
static volatile int n = 100;
__attribute__((noinline)) static long scan(struct obj *o, int iters) {
  long uniq = 0;
  for (int i = 0; i < iters; i++) {
    uniq += my_refcount(o) == 1;
    struct obj *s = my_ref(o);
    uniq += s->v;
    my_unref(s);
  }
  return uniq;
}
int main(void) {
  struct obj *o = calloc(1, sizeof *o);
  o->rc = 1;
  printf("unique %ld of %d\n", scan(o, n), n);
  my_unref(o);
  return 0;
}
