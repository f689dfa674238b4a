/* Attacks (several handles per loop, "calls between the pairs known to return"): between the
 * pair of a and the pair of b, check() is a visible static function that looks like it returns
 * but calls exit(0) on i == 5 (through a second visible function). The source holds no loop
 * reference there; the atexit handler drops main's references and the destructors run. A
 * hoisted a or b would still hold one: no destructor, and a leak report.
 * Correct output: "exit at 5", "destroyed a", "destroyed b", exit 0. */
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

static long *A, *B;
static long acc;
static long use_impl(const long *p) { return *p; }
static long (*volatile use)(const long *) = use_impl; /* opaque */

static void destroy_a(void *p) {
  (void)p;
  printf("destroyed a\n");
}
static void destroy_b(void *p) {
  (void)p;
  printf("destroyed b\n");
}
static void at_end(void) {
  arc_release(A);
  arc_release(B);
}

static __attribute__((noinline)) void leave(int i) {
  printf("exit at %d\n", i);
  exit(0);
}
static __attribute__((noinline)) void check(int i) {
  if (i == 5)
    leave(i);
}

static __attribute__((noinline)) long run(const long *a, const long *b, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    const long *a2 = arc_retain((void *)a);
    s += use(a2);
    arc_release((void *)a2);
    check(i);
    const long *b2 = arc_retain((void *)b);
    s += use(b2);
    arc_release((void *)b2);
  }
  return s;
}

static volatile int hundred = 100;

int main(void) {
  A = arc_alloc(sizeof(long), destroy_a);
  B = arc_alloc(sizeof(long), destroy_b);
  *A = 1, *B = 2;
  atexit(at_end);
  acc = run(A, B, hundred);
  printf("not reached %ld\n", acc);
  return 1;
}
