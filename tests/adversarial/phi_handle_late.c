/* Attacks: a handle that changes in the middle of the loop (h = b from iteration 3 on), carried
 * by a header phi; loop peeling cannot make it invariant. A hoist would retain a and release b.
 * Correct output: "sum 17", "destroyed a", "destroyed b", exit 0. */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) { printf("destroyed %c\n", (int)*(char *)p); }
static volatile int n = 10;
static volatile int switch_at = 3;

static __attribute__((noinline)) long run(char *a, char *b) {
  long acc = 0;
  char *h = a;
  for (int i = 0; i < n; i++) {
    if (i == switch_at)
      h = b;
    char *s = arc_retain(h);
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
