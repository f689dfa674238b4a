/* Attacks (H2): the handle is reloaded every iteration from a global that inline asm (an output
 * memory operand, no "memory" clobber) overwrites in the same loop, alternating between two
 * objects. The reload is not invariant.
 * Correct output: "sum 15", "destroyed a", "destroyed b", exit 0. */
#include <arc.h>
#include <stdio.h>

static char *slot;
static void destroy(void *p) { printf("destroyed %c\n", (int)*(char *)p); }
static volatile int n = 10;

static __attribute__((noinline)) long run(char *a, char *b) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    char *s = arc_retain(slot);
    acc += s[1];
    arc_release(s);
    char *next = (i & 1) ? a : b;
    asm volatile("movq %1, %0" : "=m"(slot) : "r"(next));
  }
  return acc;
}

int main(void) {
  char *a = arc_alloc(2, destroy), *b = arc_alloc(2, destroy);
  a[0] = 'a', a[1] = 1, b[0] = 'b', b[1] = 2;
  slot = a;
  printf("sum %ld\n", run(a, b));
  arc_release(a);
  arc_release(b);
  return 0;
}
