/* Attacks row KNOWN_DESTRUCTOR_RETURNS for a custom runtime (alloc=, no-user-code): the
 * program's own runtime takes `my_new(size, destroy)` like arc_alloc, and the object is given a
 * NULL destructor, but the runtime's last release also calls a free hook the program installed
 * (a debugging allocator's "object freed" callback), which prints and calls exit(0).
 * no-user-code holds (retain and a release that is not the last call nothing). A callee drops
 * the function's reference in iteration 2, so that iteration's in-loop release is the last one
 * and the program ends there. The latch reads a global after the release and the function stores
 * through h after the loop, so only the new rule could accept the loop, and only by taking a
 * NULL destructor for a last release that returns.
 * Correct output: "iteration 0".."iteration 2", "freed after 3 iterations", exit 0. */
// ARCELIDE_OPTIONS: retain=my_ref;release=my_unref;alloc=my_new;no-user-code
#include <stdio.h>
#include <stdlib.h>

struct my_header {
  long count;
  void (*destroy)(void *payload);
};

static int progress;
static void on_free(void *p) {
  (void)p;
  printf("freed after %d iterations\n", progress);
  fflush(stdout);
  exit(0);
}
static void (*free_hook)(void *payload); /* the runtime's debugging hook */

__attribute__((noinline)) void *my_new(size_t n, void (*destroy)(void *)) {
  struct my_header *h = malloc(sizeof *h + n);
  h->count = 1;
  h->destroy = destroy;
  return h + 1;
}
__attribute__((noinline)) void *my_ref(void *p) {
  ((struct my_header *)p - 1)->count++;
  return p;
}
__attribute__((noinline)) void my_unref(void *p) {
  struct my_header *h = (struct my_header *)p - 1;
  if (--h->count == 0) {
    if (h->destroy)
      h->destroy(p);
    if (free_hook)
      free_hook(p);
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
  free_hook = on_free;
  run(n_iter);
  printf("loop ended without the free hook\n");
  return 1;
}
