/* Attacks H7 (loops that may never end stay loops) across a call: the endless loop in spin()
 * calls tick(), in the other file, whose only work is arc_retain/arc_release of an
 * ARC_STATIC_IMMORTAL literal; H6 deletes both calls there, at compile time, and tick() has no
 * loop, so H7 adds nothing. At the full-LTO link, LLVM infers tick() memory(none) willreturn,
 * drops the call, and deletes spin()'s now empty endless loop (C11: a non-constant controlling
 * expression, mustprogress). In the source each call does the runtime's relaxed atomic load of
 * the count word (arc.h), so the loop is a valid endless loop. A watchdog thread prints and
 * _exit(0)s after 300 ms. Correct output: "watchdog: still spinning", exit 0.
 * Needs the plugin at compile time as well (README, LTO: "and also at compile time, if
 * -fpass-plugin is given there"): */
// LTO_COMPILE_PLUGIN
#include <arc.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

void tick(void);
static void *watchdog(void *p) {
  (void)p;
  usleep(300000);
  printf("watchdog: still spinning\n");
  fflush(stdout);
  _exit(0);
}
static volatile unsigned long stop_v = 1000;

__attribute__((noinline)) static void spin(unsigned long stop) {
  for (unsigned long i = 1; i != stop; i += 2) /* stop is even: never equal */
    tick();
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, watchdog, NULL);
  spin(stop_v);
  printf("loop ended\n");
  return 0;
}
