/* Attacks: the C++ version of mustprogress_infinite_c11.c: in C++ every loop is mustprogress,
 * so once the runtime calls are gone an infinite loop with no side effects may be deleted.
 * The source loop calls arc_retain/arc_release every iteration, so it must spin forever.
 * Built with -fno-exceptions so the runtime calls are nounwind (rule H1 does not apply).
 * Correct output: "watchdog: loop still running (correct)", exit 0. */
// CFLAGS: -fno-exceptions
#include <arc.h>
#include <cstdio>
#include <pthread.h>
#include <unistd.h>

static void *watchdog(void *) {
  sleep(1);
  std::printf("watchdog: loop still running (correct)\n");
  std::fflush(stdout);
  _exit(0);
}

static __attribute__((noinline)) long spin(long *h, long k) {
  long acc = 0;
  for (long i = 0; i < k; i += 0) {
    long *s = static_cast<long *>(arc_retain(h));
    acc += *s;
    arc_release(s);
  }
  return acc;
}

int main(int argc, char **) {
  pthread_t w;
  pthread_create(&w, nullptr, watchdog, nullptr);
  long *h = static_cast<long *>(arc_alloc(sizeof *h, nullptr));
  *h = 0;
  long r = spin(h, argc);
  std::printf("BUG: infinite loop returned %ld\n", r);
  arc_release(h);
  return 1;
}
