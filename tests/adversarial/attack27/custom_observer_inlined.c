/* Attacks (custom runtime through ARCELIDE_OPTIONS, H4): the user names all three entries of
 * their runtime, retain=my_ref;release=my_unref;observer=my_refcount (without no-user-code,
 * so the pass assumes the most about the runtime it can). my_refcount is a one-line function in
 * the same file, as such count queries usually are (or a macro: GStreamer's
 * GST_MINI_OBJECT_REFCOUNT_VALUE); clang inlines it before the pass runs, so the observer the
 * user named is a plain atomic load when the pass looks, and the pair after it is hoisted.
 * Correct output: "unique 100 of 100", exit 0. */
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
