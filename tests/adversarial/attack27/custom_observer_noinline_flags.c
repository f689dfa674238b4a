/* Attacks (custom runtime with no-user-code and null-is-noop, H4 control): the same custom
 * runtime as custom_observer_inlined.c, given with every promise
 * (retain=my_ref;release=my_unref;observer=my_refcount;no-user-code;null-is-noop), but the
 * observer stays a call (noinline). The pass must see it and refuse the hoist; the handle may be
 * NULL in one call (the entries ignore NULL, as promised).
 * Correct output: "unique 100 of 100", "unique 0 of 100", exit 0. */
// ENV: ARCELIDE_OPTIONS=retain=my_ref;release=my_unref;observer=my_refcount;no-user-code;null-is-noop
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

struct obj {
  _Atomic long rc;
  long v;
};
__attribute__((noinline)) struct obj *my_ref(struct obj *o) {
  if (o)
    atomic_fetch_add_explicit(&o->rc, 1, memory_order_relaxed);
  return o;
}
__attribute__((noinline)) void my_unref(struct obj *o) {
  if (o && atomic_fetch_sub_explicit(&o->rc, 1, memory_order_acq_rel) == 1)
    free(o);
}
__attribute__((noinline)) long my_refcount(const struct obj *o) {
  return o ? atomic_load_explicit(&o->rc, memory_order_relaxed) : 0;
}
static volatile int n = 100;

__attribute__((noinline)) static long scan(struct obj *o, int iters) {
  long uniq = 0;
  for (int i = 0; i < iters; i++) {
    uniq += my_refcount(o) == 1;
    struct obj *s = my_ref(o);
    uniq += s ? s->v : 0;
    my_unref(s);
  }
  return uniq;
}

int main(void) {
  struct obj *o = calloc(1, sizeof *o);
  o->rc = 1;
  printf("unique %ld of %d\n", scan(o, n), n);
  printf("unique %ld of %d\n", scan(NULL, n), n);
  my_unref(o);
  return 0;
}
