/* Attacks: class 4 in a lazy hoist: the retain the lazy rewrite places at the end of an inner
 * loop's preheader lands after a call that may not return. Rounds of an outer loop; in each, a
 * guarded inner loop borrows p in a retain/release pair; before it (in the inner loop's
 * preheader) next_round() may longjmp back to main, which it does in round 3. The source holds no
 * reference then (round 2's last pair was released), so main sees p's count at 1.
 * Hoisted lazily out of the outer loop, the reference taken in round 0 would still be held at
 * the longjmp (the flag is set, its release is at the outer loop's exit, which the longjmp skips):
 * count 2 and a leak.
 * CONTROL: with a next_round() that always returns (-DCONTROL) the pair is hoisted out of the
 * inner loop and lazily out of the outer one.
 * Correct output: "left in round 3", "count 1", "destroyed 3", exit 0. */
// EXPECT-REMARK: not hoisted \(H8\)
// CONTROL: -DCONTROL
#include <arc.h>
#include <setjmp.h>
#include <stdio.h>

static jmp_buf back;
static volatile int leave_at = 3;
static volatile int nrounds = 6; /* not a constant: the outer loop stays a loop */

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }

__attribute__((noinline)) void next_round(int r) {
#ifndef CONTROL
  if (r == leave_at)
    longjmp(back, 1);
#else
  (void)r;
#endif
}

__attribute__((noinline)) static long rounds(long *p, const int *m, int nr) {
  long acc = 0;
  for (int r = 0; r < nr; r++) {
    if (m[r] > 0) {
      next_round(r);
      for (int j = 0; j < m[r]; j++) {
        long *s = arc_retain(p);
        acc += *s + j;
        arc_release(s);
      }
    }
  }
  return acc;
}

int main(void) {
  static int m[6] = {100, 0, 50, 70, 20, 10};
  long *p = arc_alloc(sizeof *p, destroy);
  *p = 3;
  if (setjmp(back)) {
    printf("left in round %d\n", leave_at);
  } else {
    long sum = rounds(p, m, nrounds);
    printf("sum %ld\n", sum);
  }
  printf("count %ld\n", arc_count(p));
  arc_release(p);
  return 0;
}
