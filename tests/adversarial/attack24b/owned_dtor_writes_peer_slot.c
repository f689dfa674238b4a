/* Rows OWNED_ACROSS_LOOP / KNOWN_DESTRUCTOR_RETURNS with a destructor that writes the variable
 * another hoisted handle is reloaded from: each iteration retains the owned object h and the
 * object in the global slot g; h's destructor (willreturn nounwind) would store the second
 * object into g. A callee drops an extra reference to h in iteration 2; h is used after the loop,
 * so no release in the loop is its last and g keeps its first object through the loop (the
 * function's release after it stores the second).
 * Correct output: "sum 6", "g is first 0" (the release after the loop ran the destructor),
 * exit 0. */
#include <arc.h>
#include <stdio.h>

static long *g, *first, *second;
static long *extra;
static volatile int n_iter = 6;
static void destroy_h(void *p) {
  (void)p;
  g = second;
}
static void step_impl(int i) {
  if (i == 2) {
    long *e = extra;
    extra = NULL;
    arc_release(e);
  }
}
static void (*volatile step)(int) = step_impl;

static __attribute__((noinline)) long run(int n) {
  long *h = arc_alloc(sizeof(long), destroy_h);
  *h = 0;
  extra = arc_retain(h);
  long sum = 0;
  for (int i = 0; i < n; i++) {
    long *sh = arc_retain(h);
    long *sg = arc_retain(g);
    *sh = i;
    sum += *sg;
    step(i);
    arc_release(sh);
    arc_release(sg);
  }
  *h = -1;
  arc_release(h);
  return sum;
}

int main(void) {
  first = arc_alloc(sizeof(long), NULL);
  *first = 1;
  second = arc_alloc(sizeof(long), NULL);
  *second = 2;
  g = first;
  long sum = run(n_iter);
  printf("sum %ld\n", sum);
  printf("g is first %d\n", g == first);
  arc_release(first);
  arc_release(second);
  return 0;
}
