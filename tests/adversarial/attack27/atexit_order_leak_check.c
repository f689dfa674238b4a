/* Attacks (the runtime's set-up: atexit and the pthread key, arc.h "Threads" and
 * docs/differences.md "The runtime's set-up"): whether the runtime registers its exit work
 * before or after the program's own atexit handler decides which runs first (atexit is LIFO).
 * The program's first object never leaves main (the pass makes it LOCAL: arc_alloc_local and
 * arc_release_local, which need no owner number); then it registers cleanup() with atexit, then
 * allocates a global object that cleanup() releases. If the runtime's exit work (the cache flush;
 * the checking build's leak report) were registered lazily by arc_alloc, it would run before
 * cleanup() only with the pass, and ARC_CHECK_LEAKS=1 would report the global object as leaked.
 * Correct output: "local 3", "cleanup", "destroyed global", exit 0 (no leak). */
#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

static long *global_obj;
static void destroy(void *p) {
  (void)p;
  printf("destroyed global\n");
}
static void cleanup(void) {
  printf("cleanup\n");
  arc_release(global_obj);
}
static volatile int n = 3;

int main(void) {
  long *o = arc_alloc(sizeof *o, NULL);
  *o = 1;
  long sum = 0;
  for (int i = 0, iters = n; i < iters; i++) {
    long *s = arc_retain(o);
    sum += *s;
    arc_release(s);
  }
  arc_release(o);
  printf("local %ld\n", sum);
  fflush(stdout);
  atexit(cleanup);
  global_obj = arc_alloc(sizeof *global_obj, destroy);
  return 0;
}
