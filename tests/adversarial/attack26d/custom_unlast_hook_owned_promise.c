// ARCELIDE_OPTIONS: retain=obj_ref;release=obj_unref;destructors-return
/* Attacks the argument of row OWNED_ACROSS_LOOP (H8) with a custom runtime under the
 * destructors-return promise (and without `no-user-code`, so the pass itself takes the runtime's
 * counting to run user code): "no release in the loop is the last one; it writes only the count".
 * This runtime calls the object's `on_one` hook when a release leaves exactly one reference (a
 * "now unique" notification, like GLib's toggle references); the hook writes `notified`. `run`
 * holds its own reference across the loop and releases it after the loop (the last release), so
 * the ownership search accepts the loop; each iteration's unref takes the count from 2 to 1 and
 * the read of `notified` after it sees the hook. Hoisted, the count stays at 2 in the loop.
 * Correct output: "seen 6", "freed 1", exit 0. */
#include <stdio.h>
#include <stdlib.h>

struct obj {
  int rc;
  void (*on_one)(struct obj *);
  long value;
};
static int freed;
__attribute__((noinline)) struct obj *obj_ref(struct obj *o) {
  o->rc++;
  return o;
}
__attribute__((noinline)) void obj_unref(struct obj *o) {
  if (--o->rc == 0) {
    freed = 1;
    free(o);
  } else if (o->rc == 1 && o->on_one) {
    o->on_one(o);
  }
}

static int notified;
static void now_unique(struct obj *o) {
  (void)o;
  notified = 1;
}
static volatile int n_iter = 6;

__attribute__((noinline)) int run(struct obj *o, int n) {
  int seen = 0;
  for (int i = 0; i < n; i++) {
    struct obj *s = obj_ref(o);
    s->value += i;
    obj_unref(s);
    seen += notified;
    notified = 0;
  }
  obj_unref(o); /* run's reference: the last */
  return seen;
}

int main(void) {
  struct obj *o = malloc(sizeof *o);
  o->rc = 1;
  o->on_one = now_unique;
  o->value = 0;
  int seen = run(o, n_iter);
  printf("seen %d\n", seen);
  printf("freed %d\n", freed);
  return 0;
}
