/* Attacks row KNOWN_DESTRUCTOR_RETURNS for a custom runtime (alloc=, no-user-code): the
 * program's own runtime allocates with `my_new(size, cls)`, whose second argument is a class
 * descriptor, not a destructor; NULL means the default class, whose finalizer prints and calls
 * exit(0). no-user-code holds (retain and a release that is not the last call nothing). A callee
 * drops the function's reference in iteration 2, so that iteration's in-loop release is the last
 * one and the program ends there. The latch reads a global after the release and the function
 * stores through h after the loop, so only the new rule could accept the loop, and only by
 * taking the NULL class for a NULL destructor.
 * Correct output: "iteration 0".."iteration 2", "finalized after 3 iterations", exit 0. */
// ARCELIDE_OPTIONS: retain=my_ref;release=my_unref;alloc=my_new;no-user-code
#include <stdio.h>
#include <stdlib.h>

struct my_class {
  void (*finalize)(void *payload);
};
struct my_header {
  long count;
  const struct my_class *cls;
};

static int progress;
static void default_finalize(void *p) {
  (void)p;
  printf("finalized after %d iterations\n", progress);
  fflush(stdout);
  exit(0);
}
static const struct my_class default_class = {default_finalize};

__attribute__((noinline)) void *my_new(size_t n, const struct my_class *cls) {
  struct my_header *h = malloc(sizeof *h + n);
  h->count = 1;
  h->cls = cls ? cls : &default_class;
  return h + 1;
}
__attribute__((noinline)) void *my_ref(void *p) {
  ((struct my_header *)p - 1)->count++;
  return p;
}
__attribute__((noinline)) void my_unref(void *p) {
  struct my_header *h = (struct my_header *)p - 1;
  if (--h->count == 0) {
    h->cls->finalize(p);
    free(h);
  }
}

static long *owner;
static int mark;
static volatile int n_iter = 6;
static void step_impl(int i) {
  printf("iteration %d\n", i);
  mark = i;
  if (i == 2)
    my_unref(owner);
}
static void (*volatile step)(int) = step_impl;

static __attribute__((noinline)) void run(int n) {
  long *h = my_new(sizeof(long), NULL);
  *h = 0;
  owner = h;
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = my_ref(h);
    *s += i;
    progress = i + 1;
    step(i);
    my_unref(s);
    seen += mark;
  }
  progress = seen;
  *h = -1;
}

int main(void) {
  run(n_iter);
  printf("loop ended without the finalizer\n");
  return 1;
}
