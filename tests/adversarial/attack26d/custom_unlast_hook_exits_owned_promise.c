// ARCELIDE_OPTIONS: retain=obj_ref;release=obj_unref;destructors-return
/* Attacks row OWNED_ACROSS_LOOP (H8) with a custom runtime under the destructors-return promise
 * (without `no-user-code`): the same runtime as custom_unlast_hook_owned_promise, whose release
 * that leaves one reference calls the object's `on_one` hook; here the hook calls exit() the
 * third time it runs (a hook that is not a destructor: the destructors-return promise holds).
 * `run` holds its own reference across the loop and releases it after the loop, so the ownership
 * search takes every in-loop release for one that is not the last, which is true, but such a
 * release still runs user code that may not return. The source prints iterations 0..2 and exits
 * in iteration 2's unref; hoisted, the loop runs on. (custom_unlast_hook_exits_promise: the same
 * without run's reference, hoisted too: the promise alone is taken for "every release returns".)
 * Correct output: "iteration 0", "iteration 1", "iteration 2", "hook exits", exit 0. */
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
  if (++notified == 3) {
    printf("hook exits\n");
    exit(0);
  }
}
static volatile int n_iter = 6;

__attribute__((noinline)) int run(struct obj *o, int n) {
  int seen = 0;
  for (int i = 0; i < n; i++) {
    struct obj *s = obj_ref(o);
    s->value += i;
    printf("iteration %d\n", i);
    obj_unref(s);
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
