// signal_raise_after_drop.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): raise(SIGUSR1) after the drop, the handler reads the count. Reasoning: 2. (Refused: H4, raise.)
// RUNS: 3
// EXPECT: handler sees 2
// EXPECT: 60
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
extern "C" void onsig(int) { putnum("handler sees", g.use_count()); }
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; }
    if (i == 3) raise(SIGUSR1);
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); signal(SIGUSR1, onsig); std::printf("%ld\n", run(g, 10)); }
