// ARCELIDE_OPTIONS: retain=obj_ref;release=obj_unref;destructors-return
/* Control for rows DESTRUCTORS_RETURN / OWNED_ACROSS_LOOP with a custom runtime under the
 * destructors-return promise: the same runtime as custom_resurrect_promise, a hook that returns
 * and does not resurrect; `run` holds its own reference across the loop and releases it after
 * (the last release), `holder` a second one dropped in the last iteration. No release in the
 * loop is the last: hoisted, correct.
 * Correct output: "seen 0", "value 15", "hooked 1", "freed 1", exit 0. */
#include <stdio.h>
#include <stdlib.h>

struct obj {
  int rc;
  void (*last)(struct obj *);
  long value;
};
static int freed;
__attribute__((noinline)) struct obj *obj_ref(struct obj *o) {
  o->rc++;
  return o;
}
__attribute__((noinline)) void obj_unref(struct obj *o) {
  if (o->rc == 1 && o->last)
    o->last(o); /* may take a new reference */
  if (--o->rc == 0) {
    freed = 1;
    free(o);
  }
}

static int hooked;
static struct obj *holder, *keeper;
static void last_hook(struct obj *o) { hooked = 1; }

static void step_impl(int i, int n) {
  if (i == n - 1) {
    struct obj *h = holder;
    holder = NULL;
    obj_unref(h);
  }
}
static void (*volatile step)(int, int) = step_impl;
static volatile int n_iter = 6;

static __attribute__((noinline)) long run(struct obj *o, int n) {
  int seen = 0;
  for (int i = 0; i < n; i++) {
    struct obj *s = obj_ref(o);
    s->value += i;
    step(i, n);
    obj_unref(s);
    seen += hooked;
  }
  long v = o->value;
  obj_unref(o); /* run's own reference, the last */
  printf("seen %d\n", seen);
  return v;
}

int main(void) {
  struct obj *o = malloc(sizeof *o);
  o->rc = 1;
  o->last = last_hook;
  o->value = 0;
  holder = obj_ref(o); /* the first reference goes to run */
  long v = run(o, n_iter);
  printf("value %ld\n", v);
  printf("hooked %d\n", hooked);
  printf("freed %d\n", freed);
  return 0;
}
