/* Attacks: arc.h's saturation rule ("an object whose count reaches 2^30 becomes IMMORTAL, one
 * whose count stays below never does ... the same in every state, every build") against H9's
 * pair deletion under delete-pairs, in ONE thread (delete-pairs only promises that no *other*
 * thread relies on this thread's copies). The object is brought to count 2^30 - 1 with real
 * retains; run() then retains and releases it once. In the source that retain takes the count to
 * 2^30: the object saturates, stays IMMORTAL and its destructor never runs. With the pair deleted
 * the count never reaches 2^30, and the object is destroyed at its last release.
 * Correct output: "count before 1073741823", "v 5 after: immortal", exit 0 (no "destroyed"). */
// ENV: ARCELIDE_OPTIONS=delete-pairs
// RUNTIME: default
// TIMEOUT: 120
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

__attribute__((noinline)) static long run(long *o) {
  long *s = arc_retain(o);
  long v = *s;
  arc_release(s);
  return v;
}

int main(void) {
  long *o = arc_alloc(sizeof *o, destroy);
  *o = 5;
  for (long i = 0; i < ARC_COUNT_SATURATION - 2; i++)
    arc_retain(o);
  printf("count before %ld\n", arc_count(o));
  long v = run(o);
  printf("v %ld after: %s\n", v, arc_count(o) == ARC_COUNT_IMMORTAL ? "immortal" : "mortal");
  for (long i = 0; i < ARC_COUNT_SATURATION - 1; i++)
    arc_release(o);
  return 0;
}
