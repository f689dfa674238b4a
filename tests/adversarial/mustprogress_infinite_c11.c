/* Attacks: an infinite loop that must hang. In C11 a loop whose controlling expression is not a
 * constant may be assumed to terminate only if its body has no side effects; this body calls
 * arc_retain/arc_release (external calls), so it must spin forever. If the pass takes the calls
 * out, the loop becomes side-effect free and -O2 may delete it (llvm.loop.mustprogress).
 * A watchdog thread prints and exits.
 * Correct output: "watchdog: loop still running (correct)", exit 0. */
// CFLAGS: -std=c11
#include <arc.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static void *watchdog(void *arg) {
  (void)arg;
  sleep(1);
  printf("watchdog: loop still running (correct)\n");
  fflush(stdout);
  _exit(0);
}

static __attribute__((noinline)) long spin(long *h, long k) {
  long acc = 0;
  while (k > 0) { /* k never changes */
    long *s = arc_retain(h);
    acc += *s;
    arc_release(s);
  }
  return acc;
}

int main(int argc, char **argv) {
  (void)argv;
  pthread_t w;
  pthread_create(&w, NULL, watchdog, NULL);
  long *h = arc_alloc(sizeof *h, NULL);
  *h = 0;
  long r = spin(h, argc);
  printf("BUG: infinite loop returned %ld\n", r);
  arc_release(h);
  return 1;
}
