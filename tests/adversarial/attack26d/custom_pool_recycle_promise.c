// ARCELIDE_OPTIONS: retain=pool_ref;release=pool_unref;destructors-return
/* Attacks row OWNED_ACROSS_LOOP (H8) with a custom runtime under the destructors-return promise
 * (borderline: what "alive" means for a pool). The runtime's objects live in a static pool and are
 * never freed: the release that drops the count to zero calls the object's recycle hook (user
 * code that returns: the promise holds), which puts it back on the pool's free list. A load of a
 * recycled object's field is an ordinary read of static memory (no undefined behaviour), so the
 * load of o->value after the loop does not prove that no release in the loop was the last. `run`
 * borrows the object (its reference is `holder`'s, dropped in the last iteration by a callee) and
 * reads `recycled` after each release.
 * Correct output: "seen 1", "value 15", "recycled 1", exit 0. */
#include <stdio.h>

struct obj {
  int rc;
  long value;
};
static struct obj pool[4];
static int recycled;
static struct obj *free_list[4];
static int n_free;
__attribute__((noinline)) struct obj *pool_ref(struct obj *o) {
  o->rc++;
  return o;
}
static void recycle(struct obj *o) {
  recycled = 1;
  free_list[n_free++] = o;
}
__attribute__((noinline)) void pool_unref(struct obj *o) {
  if (--o->rc == 0)
    recycle(o);
}

static struct obj *holder;
static void step_impl(int i, int n) {
  if (i == n - 1) {
    struct obj *h = holder;
    holder = NULL;
    pool_unref(h);
  }
}
static void (*volatile step)(int, int) = step_impl;
static volatile int n_iter = 6;

__attribute__((noinline)) long run(struct obj *o, int n) {
  int seen = 0;
  for (int i = 0; i < n; i++) {
    struct obj *s = pool_ref(o);
    s->value += i;
    step(i, n);
    pool_unref(s);
    seen += recycled;
  }
  long v = o->value; /* static memory: still readable */
  printf("seen %d\n", seen);
  return v;
}

int main(void) {
  struct obj *o = &pool[0];
  o->rc = 1;
  holder = o;
  long v = run(o, n_iter);
  printf("value %ld\n", v);
  printf("recycled %d\n", recycled);
  return 0;
}
