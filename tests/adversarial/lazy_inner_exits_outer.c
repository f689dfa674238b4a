/* Attacks (lazy hoisting of a guarded inner loop, serial outer loop): the inner loop `for j < m[i]`
 * (m[i] maybe 0, a nibble of an integer: no memory read a destructor could change) leaves *both*
 * loops in three ways: a `goto done` after the iteration's release (no reference outstanding), a
 * `return` between the retain and its release (the return's block releases its copy itself), and
 * the normal exit of the outer loop. Each way must release the flagged reference exactly once.
 * run() is called with several m[] patterns on one object; the checking runtime reports a double
 * release or a leak. Correct output: the seven "r=" lines below, "destroyed", exit 0: r=0 r=6 r=3
 * r=-3 r=20 r=0 r=-1 */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) {
  (void)p;
  printf("destroyed\n");
}

static __attribute__((noinline)) long run(long *h, unsigned long m, int n, int stop_at,
                                          int ret_at) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < (int)((m >> (4 * i)) & 15); j++) {
      long *s = arc_retain(h);
      acc += *s;
      if (acc == ret_at) {
        arc_release(s);
        return -acc;
      }
      arc_release(s);
      if (acc == stop_at)
        goto done;
    }
  }
done:
  return acc;
}

int main(void) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 1;
  unsigned long zeros = 0, mixed = 0x3030, big = 0x5555; /* m[i] = nibble i */
  printf("r=%ld\n", run(h, zeros, 4, -1, -1));
  printf("r=%ld\n", run(h, mixed, 4, -1, -1));
  printf("r=%ld\n", run(h, mixed, 4, 3, -1)); /* goto done from the inner loop */
  printf("r=%ld\n", run(h, mixed, 4, -1, 3)); /* return between retain and release */
  printf("r=%ld\n", run(h, big, 4, -1, -1));
  printf("r=%ld\n", run(h, zeros, 0, 0, 0)); /* outer loop not entered */
  printf("r=%ld\n", run(h, big, 4, 99, 1));  /* return in the very first inner iteration */
  arc_release(h);
  return 0;
}
