// pause_in_window_alarm.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): an iteration that never ends (pause() for ever) while the copy is alive; SIGALRM's handler reads the count and _exit(0)s. Reasoning: g, local, c: 3.
// RUNS: 3
// EXPECT: alarm count 3
// EXIT: 0
#include "common.h"
#include <unistd.h>
#include <csignal>
extern "C" void onalrm(int) { putnum("alarm count", g.use_count()); _exit(0); }
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; if (i == 3) { alarm(1); for (;;) pause(); } }
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); signal(SIGALRM, onalrm); std::printf("%ld\n", run(g, 10)); }
