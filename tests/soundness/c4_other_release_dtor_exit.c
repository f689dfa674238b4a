/* Attacks: class 4, the release of ANOTHER object, whose destructor calls exit(), between a
 * release and the next retain of the same handle. Each iteration borrows p in two
 * retain/release pairs and, between them, drops the loop's reference to items[i] (the loop owns
 * the items); item 321's destructor calls exit(0). The source holds no reference to p there (the
 * first pair released, the second not yet taken), so the atexit handler sees p's count at 1.
 * Hoisted, p's loop reference would be stranded: count 2, and p in the leak report.
 * CONTROL: without the items' release between the pairs (-DCONTROL; the pass cannot know what
 * a destructor does, so any release there that may be the last stops the hoist) both pairs are
 * hoisted.
 * Correct output: "exit in the destructor of item 321", "count at exit 1", exit 0 (the
 * handler's releases are queued behind the destructor that called exit() and never run; the
 * checking runtime reports no leaks: every object's count is 0 or it is p, released).
 * arc's contract says destructors return, and its checking build reports one that exits; the
 * pass relies on that only for the hoisted handle's own releases, so this program breaks it on
 * purpose (ARC_CHECK_DESTRUCTORS_RETURN=0) to show that another object's release stays a way
 * out. */
// EXPECT-REMARK: not hoisted \(H[58]\)
// RUN-ENV: ARC_CHECK_DESTRUCTORS_RETURN=0
// CONTROL: -DCONTROL
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000
static long *p;
static long *items[N];
static long reached; /* the first item the loop has not released */

static void destroy_p(void *x) {
  (void)x;
  printf("destroyed p\n");
}

static void destroy_item(void *x) {
  if (*(long *)x == 321) {
    printf("exit in the destructor of item 321\n");
    reached = 322;
    exit(0);
  }
}

static void at_exit(void) {
  printf("count at exit %ld\n", arc_count(p));
  arc_release(p);
  for (long i = reached; i < N; i++)
    arc_release(items[i]);
  fflush(stdout);
}

__attribute__((noinline)) static long loop(long *h, long **its, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    long *it = its[i]; /* loaded first: between p's pairs only its release runs */
    long *s = arc_retain(h);
    acc += *s;
    arc_release(s);
#ifndef CONTROL
    arc_release(it); /* may run a destructor that does not return */
#else
    (void)it;
#endif
    long *t = arc_retain(h);
    acc += *t * 2;
    arc_release(t);
  }
  return acc;
}

int main(void) {
  p = arc_alloc(sizeof *p, destroy_p);
  *p = 1;
  for (long i = 0; i < N; i++) {
    items[i] = arc_alloc(sizeof(long), destroy_item);
    *items[i] = i;
  }
  atexit(at_exit);
  long sum = loop(p, items, N);
  reached = N;
  printf("sum %ld\n", sum);
  return 0;
}
