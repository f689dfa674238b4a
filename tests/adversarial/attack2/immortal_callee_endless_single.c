/* The single-file, non-LTO form of lto/immortal_callee_endless.c (H7 across a call): tick()'s
 * immortal retain/release are deleted (H6) at the vectorizer start, and nothing in the same
 * pipeline re-infers tick()'s attributes, so spin()'s endless loop survives. Correct output:
 * "watchdog: still spinning", exit 0. */
#include <arc.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
struct lit {
  long v;
};
ARC_STATIC_IMMORTAL(lit_obj, struct lit, {42});
__attribute__((noinline)) void tick(void) {
  void *s = arc_retain((void *)lit_obj);
  arc_release(s);
}
static void *watchdog(void *p) {
  (void)p;
  usleep(300000);
  printf("watchdog: still spinning\n");
  fflush(stdout);
  _exit(0);
}
static volatile unsigned long stop_v = 1000;
__attribute__((noinline)) static void spin(unsigned long stop) {
  for (unsigned long i = 1; i != stop; i += 2)
    tick();
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, watchdog, NULL);
  spin(stop_v);
  printf("loop ended\n");
  return 0;
}
