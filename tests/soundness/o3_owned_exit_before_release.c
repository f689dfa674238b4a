/* Attacks: objects the function keeps alive (H8, row OWNED_ACROSS_LOOP) when a call that may not
 * return sits between the loop and the later release. In iteration 3, use() drops run()'s own
 * reference (handed to a second owner) and stops the loop; the loop's release is then h's last
 * and the destructor (known to return) sets `destroyed`, which the loop reads right after the
 * release. After the loop, run() reports and exits before its own release (which would release
 * h twice). Hoisted, the read would see 0.
 * CONTROL: without the exit (-DCONTROL), the release after the loop proves h alive: hoisted (the
 * control is only compiled: run as it is it would release h twice).
 * Correct output: "seen 1 after iteration 3", exit 0. */
// EXPECT-REMARK: not hoisted \(H8\)
// CONTROL: -DCONTROL
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

static long *second_owner;
static long destroyed, seen[16], stop_at = -1;
long limit = 10, drop_at = 3; /* read from memory: no peeling */

static void destroy(void *x) {
  (void)x;
  destroyed = 1;
}

__attribute__((noinline)) static void use(long *s, long i) {
  if (i == drop_at) {
    arc_release(second_owner);
    stop_at = i;
  }
  *s += i;
}

__attribute__((noinline)) static void report_and_exit(long i) {
  printf("seen %ld after iteration %ld\n", seen[i], i);
  fflush(stdout);
  exit(0);
}

__attribute__((noinline)) static void run(void) {
  long *h = arc_alloc(sizeof *h, destroy);
  *h = 0;
  second_owner = h;
  long i = 0;
  for (; i < limit; i++) {
    long *s = arc_retain(h);
    use(s, i);
    arc_release(s);
    seen[i] = destroyed; /* a read after the release */
    if (stop_at == i)
      break;
  }
#ifndef CONTROL
  if (stop_at >= 0)
    report_and_exit(i);
#endif
  arc_release(h);
}

int main(void) {
  run();
  printf("finished\n");
  return 0;
}
