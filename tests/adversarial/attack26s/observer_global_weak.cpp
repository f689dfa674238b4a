// observer_global_weak.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): H4: use_count() of a global weak_ptr (a different SSA value for the same block) outside the window. Reasoning: g, local = 2 each iteration: 10*(2+6) = 80.
// RUNS: 3
// EXPECT: 80
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
std::weak_ptr<T> gw;
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    acc += gw.use_count();
    { std::shared_ptr<T> c = local; acc += c->x; }
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); gw = g; std::printf("%ld\n", run(g, 10)); }
