/* Attacks H8 with a thread-local variable: the destructor sets a _Thread_local flag, which the
 * iteration reads after its release (alias analysis must not treat the TLS slot as private to
 * the loop). Correct output: "seen 1", exit 0. */
#include <arc.h>
#include <stdio.h>

static _Thread_local int tl_dead;
static long *owner;
static volatile int n_iter = 5;
static void destroy(void *p) {
  (void)p;
  tl_dead = 1;
}
static void step_impl(int i, int n) {
  if (i == n - 1) {
    arc_release(owner);
    owner = NULL;
  }
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) int run(long *h, int n) {
  int seen = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    step(i, n);
    arc_release(s);
    seen += tl_dead;
  }
  return seen;
}

int main(void) {
  owner = arc_alloc(sizeof(long), destroy);
  printf("seen %d\n", run(owner, n_iter));
  return 0;
}
