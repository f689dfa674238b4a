/* Attacks H6 with H7: a C++ (mustprogress) loop whose only side effects are retain/release of
 * an ARC_STATIC_IMMORTAL literal, which H6 deletes. The loop never ends (its condition reads a
 * non-atomic local that never changes); a watchdog thread prints and _exit(0)s after 300 ms.
 * If the endless loop were deleted, main would print "loop ended". Correct output:
 * "watchdog: still spinning", exit 0. */
#include <arc.h>
#include <cstdio>
#include <pthread.h>
#include <unistd.h>

struct lit {
  long v;
};
ARC_STATIC_IMMORTAL(lit_obj, struct lit, {42});

static void *watchdog(void *) {
  usleep(300000);
  std::printf("watchdog: still spinning\n");
  std::fflush(stdout);
  _exit(0);
}

static __attribute__((noinline)) long spin(long stop) {
  long acc = 0;
  for (long i = 1; i != stop; i += 2) { /* stop is even: never equal */
    const lit *s = static_cast<const lit *>(arc_retain((void *)lit_obj));
    acc += s->v;
    arc_release((void *)s);
  }
  return acc;
}

int main() {
  pthread_t t;
  pthread_create(&t, nullptr, watchdog, nullptr);
  static volatile long stop = 1000;
  long r = spin(stop);
  std::printf("loop ended %ld\n", r);
  return 0;
}
