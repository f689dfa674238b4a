/* Attacks: a handle chosen per iteration by a select (i odd ? a : b). Not loop-invariant; a
 * hoist would retain one object and release another.
 * Correct output: "sum 15", "destroyed a", "destroyed b", exit 0. */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) { printf("destroyed %c\n", (int)*(char *)p); }

static volatile int n = 10;

static __attribute__((noinline)) long run(char *a, char *b) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    char *s = arc_retain((i & 1) ? a : b);
    acc += s[1];
    arc_release(s);
  }
  return acc;
}

int main(void) {
  char *a = arc_alloc(2, destroy), *b = arc_alloc(2, destroy);
  a[0] = 'a', a[1] = 1, b[0] = 'b', b[1] = 2;
  printf("sum %ld\n", run(a, b));
  arc_release(a);
  arc_release(b);
  return 0;
}
