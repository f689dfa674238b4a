/* Attacks: a count observer on a pointer that is not the same SSA value as the handle but points
 * to the same object (loaded from a different struct field). Inside the loop, after the pair,
 * arc_is_unique(other) must see count 1 (only the owner holds it). Hoisting the pair would make
 * it see 2.
 * Correct output: "unique 10 of 10", exit 0. */
#include <arc.h>
#include <stdio.h>

struct pair {
  long *a, *b;
};

static __attribute__((noinline)) int run(struct pair *p, int n) {
  long *h = p->a;
  int uniques = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    long v = *s;
    arc_release(s);
    uniques += arc_is_unique(p->b) && v == 7;
  }
  return uniques;
}

static volatile int n = 10;

int main(void) {
  long *o = arc_alloc(sizeof *o, NULL);
  *o = 7;
  struct pair p = {o, o};
  printf("unique %d of %d\n", run(&p, n), n);
  arc_release(o);
  return 0;
}
