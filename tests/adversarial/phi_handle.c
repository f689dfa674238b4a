/* Attacks: a handle that is a loop-header phi, not loop-invariant: the first iteration uses
 * object a, every later one object b. Hoisting retain(phi) to the preheader (= retain(a)) and
 * release(phi) to the exit (= release(b)) would leak a and over-release b.
 * Correct output: "sum 1 + 2*9 = 19", "destroyed a", "destroyed b", exit 0. */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) { printf("destroyed %c\n", (int)*(char *)p); }

static volatile int n = 10;

static __attribute__((noinline)) long run(char *a, char *b) {
  long acc = 0;
  char *h = a;
  for (int i = 0; i < n; i++) {
    char *s = arc_retain(h);
    acc += s[1];
    arc_release(s);
    h = b;
  }
  return acc;
}

int main(void) {
  char *a = arc_alloc(2, destroy), *b = arc_alloc(2, destroy);
  a[0] = 'a', a[1] = 1, b[0] = 'b', b[1] = 2;
  printf("sum 1 + 2*9 = %ld\n", run(a, b));
  arc_release(a);
  arc_release(b);
  return 0;
}
