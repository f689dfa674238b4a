// ARCELIDE_OPTIONS: retain=obj_ref;release=obj_unref;no-user-code;null-is-noop;destructors-return
/* Attacks row OWNED_ACROSS_LOOP (H8) with a custom runtime under the destructors-return promise.
 * The runtime works like GObject's: the release that would drop the last reference first calls
 * the object's `last` hook (user code, which returns: the promise holds), and the hook may take a
 * new reference (resurrection); only if the count is still 1 after the hook is the object freed.
 * The count never reaches zero and comes back, so "a count that reached zero never goes up" holds;
 * but the later load of o->value after the loop, which the ownership search takes as proof that
 * no release in the loop ran user code, is correct after a resurrecting hook. `run` borrows the
 * object (its only reference is `holder`'s, dropped by a callee in the last iteration), reads
 * `hooked` after each release, and reads o->value after the loop.
 * This copy also gives the promises no-user-code (retain and releases that are not the last run no
 * user code: true here, the hook runs only in the release that would be the last) and null-is-noop
 * (never NULL here).
 * Correct output: "seen 1", "value 15", "hooked 1", "freed 1", exit 0. */
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
static void last_hook(struct obj *o) {
  hooked = 1;
  if (!keeper)
    keeper = obj_ref(o); /* resurrect */
}

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
  long v = o->value; /* correct: the hook resurrected it */
  printf("seen %d\n", seen);
  return v;
}

int main(void) {
  struct obj *o = malloc(sizeof *o);
  o->rc = 1;
  o->last = last_hook;
  o->value = 0;
  holder = o;
  long v = run(o, n_iter);
  printf("value %ld\n", v);
  printf("hooked %d\n", hooked);
  keeper->last = NULL;
  obj_unref(keeper);
  printf("freed %d\n", freed);
  return 0;
}
