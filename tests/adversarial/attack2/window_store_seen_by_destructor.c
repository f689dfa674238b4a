/* Probes H8's claim that writes in the exit window are harmless: after the last release, the
 * iteration stores to a global that the destructor prints. Source: the destructor runs at the
 * in-loop release and prints the old value; hoisted, at the exit, after the store. The doc
 * calls this destructor timing (differences.md item 1), so a difference here is ALLOWED; the
 * program shows it is observable in one thread. Source output: "destructor sees stage 103",
 * "stage 104", exit 0. */
#include <arc.h>
#include <stdio.h>

static int stage;
static long *owner;
static volatile int n_iter = 5;
static void destroy(void *p) {
  (void)p;
  printf("destructor sees stage %d\n", stage);
}
static void step_impl(int i, int n) {
  if (i == n - 1) {
    arc_release(owner);
    owner = NULL;
  }
}
static void (*volatile step)(int, int) = step_impl;

static __attribute__((noinline)) void run(long *h, int n) {
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    step(i, n);
    arc_release(s);
    stage = i + 100;
  }
}

int main(void) {
  owner = arc_alloc(sizeof(long), destroy);
  stage = 3;
  run(owner, n_iter);
  printf("stage %d\n", stage);
  return 0;
}
