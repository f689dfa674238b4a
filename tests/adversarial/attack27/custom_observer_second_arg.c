/* Attacks (custom runtime, H4): a runtime whose count query takes its context first and the
 * object second (pool_refcount(pool, obj), the usual shape of C runtimes with a context or
 * interpreter argument). The user names it (observer=pool_refcount) with no-user-code; the
 * README says an observer's first argument names the object, so the pass takes it for an
 * observer of the pool, not of the object, and hoists the object's pair after it. Nothing warns
 * that the named observer's first parameter is not the handle's type.
 * Correct output: "unique 100 of 100", exit 0. */
// ENV: ARCELIDE_OPTIONS=retain=pool_ref;release=pool_unref;observer=pool_refcount;no-user-code
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

struct pool {
  long live;
};
struct obj {
  _Atomic long rc;
  long v;
};
static struct pool the_pool;

__attribute__((noinline)) struct obj *pool_ref(struct obj *o) {
  atomic_fetch_add_explicit(&o->rc, 1, memory_order_relaxed);
  return o;
}
__attribute__((noinline)) void pool_unref(struct obj *o) {
  if (atomic_fetch_sub_explicit(&o->rc, 1, memory_order_acq_rel) == 1) {
    the_pool.live--;
    free(o);
  }
}
__attribute__((noinline)) long pool_refcount(struct pool *p, const struct obj *o) {
  (void)p;
  return atomic_load_explicit(&o->rc, memory_order_relaxed);
}
static volatile int n = 100;

__attribute__((noinline)) static long scan(struct pool *p, struct obj *o, int iters) {
  long uniq = 0;
  for (int i = 0; i < iters; i++) {
    uniq += pool_refcount(p, o) == 1;
    struct obj *s = pool_ref(o);
    uniq += s->v;
    pool_unref(s);
  }
  return uniq;
}

int main(void) {
  struct obj *o = calloc(1, sizeof *o);
  o->rc = 1;
  the_pool.live = 1;
  printf("unique %ld of %d\n", scan(&the_pool, o, n), n);
  pool_unref(o);
  return 0;
}
