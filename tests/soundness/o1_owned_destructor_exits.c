/* Attacks: objects the function keeps alive (H8, row OWNED_ACROSS_LOOP) and destructors that
 * return (row DESTRUCTORS_RETURN) when the object's destructor does not return. The program has
 * its own runtime (my_new/my_ref/my_unref, ARCELIDE_OPTIONS), whose contract says nothing about
 * destructors. run() allocates h and releases it after the loop, so the code after the loop
 * "proves" h alive; but in iteration 3 use() drops run()'s own reference (a second owner that the
 * program handed it), the loop's release is then the last, and h's destructor prints and calls
 * exit(0): the release after the loop never runs, and the program is correct. Hoisted, the loop
 * would go on to iteration 9 and the destructor would report it.
 * The user's destructors-return promise does not give ownership (it says nothing of revival), so
 * the control hoists by the promise alone, with nothing read after the release.
 * CONTROL: the same source with the user's promise that destructors return (destructors-return):
 * hoisted (only compiled, not run: the promise is false here).
 * Correct output: "destroyed after iteration 2" (the last iteration whose release came before),
 * exit 0. */
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

static long *second_owner;
static long progress;
long limit = 10, drop_at = 3; /* read from memory (once, before the loop): no peeling */

static void destroy(void *x) {
  (void)x;
  printf("destroyed after iteration %ld\n", progress);
  fflush(stdout);
  exit(0);
}

__attribute__((noinline)) static void use(long *s, long i) {
  if (i == drop_at) {
    my_unref(second_owner); /* the reference run() handed over: run() no longer owns h */
    second_owner = NULL;
  }
  *s += i;
}

__attribute__((noinline)) static void run(void) {
  long *h = my_new(sizeof *h, destroy);
  second_owner = h; /* run()'s reference, now the second owner's */
  long n = limit;
  for (long i = 0; i < n; i++) {
    long *s = my_ref(h);
    use(s, i);
    my_unref(s);
    progress = i; /* written after the release */
  }
  my_unref(h);
}

int main(void) {
  run();
  printf("loop finished\n");
  return 0;
}
