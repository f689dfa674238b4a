/* Attacks (H2): the handle is reloaded every iteration from a global slot, and the only code in
 * the loop that writes the slot is a destructor: each iteration releases a temporary object whose
 * destructor moves the slot to the next object. arc_release may run any code (the destructor),
 * so it may write the slot.
 * Correct output: "sum 55", "destroyed 1".."destroyed 10", exit 0. */
#include <arc.h>
#include <stdio.h>

enum { K = 10 };
static long *objs[K + 2];
static long *slot;
static int next_index = 2;

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }
static void advance(void *p) {
  (void)p;
  slot = objs[next_index++];
}

static volatile int n = K;

static __attribute__((noinline)) long run(void **temps) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    long *s = arc_retain(slot);
    acc += *s;
    arc_release(s);
    arc_release(temps[i]); /* runs advance(): slot = next object */
  }
  return acc;
}

int main(void) {
  for (long k = 1; k <= K + 1; k++) {
    objs[k] = arc_alloc(sizeof(long), destroy);
    *objs[k] = k;
  }
  void *temps[K];
  for (int i = 0; i < K; i++)
    temps[i] = arc_alloc(1, advance);
  slot = objs[1];
  printf("sum %ld\n", run(temps));
  for (int k = 1; k <= K; k++)
    arc_release(objs[k]);
  *objs[K + 1] = 0; /* the spare object, never reached by a correct run */
  arc_release(objs[K + 1]);
  return 0;
}
