/* Attacks (H4): a count observer inside a noinline function in the same module that reads the
 * handle from a global, not from its argument. The loop reads the shared object, then asks the
 * callee whether the global's object is unique (count 1) to decide whether to update it in place.
 * Correct output: "updates 4, value 4", exit 0. */
#include <arc.h>
#include <stdio.h>

static long *global_obj;

static __attribute__((noinline)) int owner_is_unique(void) { return arc_is_unique(global_obj); }

static volatile int n = 4;

static __attribute__((noinline)) int run(long *h) {
  int updates = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(h);
    long v = *s;
    arc_release(s);
    if (owner_is_unique()) {
      *global_obj = v + 1;
      updates++;
    }
  }
  return updates;
}

int main(void) {
  global_obj = arc_alloc(sizeof(long), NULL);
  *global_obj = 0;
  int u = run(global_obj);
  printf("updates %d, value %ld\n", u, *global_obj);
  arc_release(global_obj);
  return 0;
}
