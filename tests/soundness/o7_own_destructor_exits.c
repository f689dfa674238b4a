/* Attacks: H8's argument that a release followed by a retain later in the loop was not the last
 * one (row DESTRUCTORS_RETURN), when the handle's OWN destructor does not return. The program has
 * its own runtime (my_new/my_ref/my_unref, ARCELIDE_OPTIONS), whose contract says nothing about
 * destructors. run() borrows h (an argument; nothing after the loop uses it), and in iteration 2
 * step() drops the owner's reference: that iteration's release is the last, and h's destructor
 * prints and calls exit(0). The next iteration's retain never runs, and the program is correct.
 * Hoisted, the loop would run on to its end before the destructor ran.
 * CONTROL: the same source with the user's promise that destructors return (destructors-return):
 * hoisted (only compiled, not run: the promise is false here).
 * Correct output: "iteration 0".."iteration 2", "destroyed after 3 iterations", exit 0. */
// ENV: ARCELIDE_OPTIONS=retain=my_ref;release=my_unref;alloc=my_new;no-user-code;null-is-noop
// EXPECT-REMARK: not hoisted \(H8\)
// CONTROL-ENV: ARCELIDE_OPTIONS=retain=my_ref;release=my_unref;alloc=my_new;no-user-code;null-is-noop;destructors-return
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct obj {
  long rc;
  void (*destroy)(void *);
  long payload;
};

__attribute__((noinline)) void *my_new(size_t size, void (*destroy)(void *)) {
  (void)size;
  struct obj *o = malloc(sizeof *o);
  o->rc = 1, o->destroy = destroy, o->payload = 0;
  return &o->payload;
}
static struct obj *obj_of(void *p) {
  return (struct obj *)((char *)p - offsetof(struct obj, payload));
}
__attribute__((noinline)) void *my_ref(void *p) {
  if (p)
    obj_of(p)->rc++;
  return p;
}
__attribute__((noinline)) void my_unref(void *p) {
  if (p && --obj_of(p)->rc == 0) {
    obj_of(p)->destroy(p);
    free(obj_of(p));
  }
}

static long *owner;
static int progress;
static volatile int n_iter = 6;

static void destroy(void *p) {
  (void)p;
  printf("destroyed after %d iterations\n", progress);
  fflush(stdout);
  exit(0);
}
static void step_impl(int i) {
  printf("iteration %d\n", i);
  if (i == 2)
    my_unref(owner);
}
static void (*volatile step)(int) = step_impl;

__attribute__((noinline)) static void run(long *h, int n) {
  for (int i = 0; i < n; i++) {
    long *s = my_ref(h);
    *s += i;
    progress = i + 1;
    step(i);
    my_unref(s);
  }
}

int main(void) {
  owner = my_new(sizeof(long), destroy);
  run(owner, n_iter);
  printf("loop ended without the destructor\n");
  return 1;
}
