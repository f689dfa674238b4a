/* Attacks H4 "observer behind a visible callee": the loop calls count_of(), an alias (same
 * translation unit, __attribute__((alias))) of a noinline function that calls arc_count. A call
 * through a GlobalAlias has no "called function" in LLVM's API, so a search that follows only
 * direct callees may miss it. With the pair hoisted arc_count answers one more.
 * Correct output: "counts 2 2 2 2 2 2, final 1", exit 0. */
#include <arc.h>
#include <stdio.h>

__attribute__((noinline)) long count_impl(void *p) { return arc_count(p); }
long count_of(void *p) __attribute__((alias("count_impl")));

static volatile int n_iter = 6;
static long seen[16];

static __attribute__((noinline)) void run(long *h, int n) {
  for (int i = 0; i < n; i++) {
    seen[i] = count_of(h); /* before the retain: the source's count is 1 + main's... */
    long *s = arc_retain(h);
    seen[i] += *s;
    arc_release(s);
  }
}

int main(void) {
  long *h = arc_alloc(sizeof *h, NULL);
  *h = 1;
  run(h, n_iter);
  printf("counts");
  for (int i = 0; i < n_iter; i++)
    printf(" %ld", seen[i]);
  printf(", final %ld\n", arc_count(h));
  arc_release(h);
  return 0;
}
