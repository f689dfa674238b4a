// observer_opaque_weak.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): H4: the observed weak_ptr comes back from a noinline function (LLVM cannot forward the block). Reasoning: 80.
// RUNS: 3
// EXPECT: 80
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
std::weak_ptr<T> gw;
__attribute__((noinline)) const std::weak_ptr<T> &getw() { return gw; }
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  const std::weak_ptr<T> &w = getw();
  for (long i = 0; i < n; i++) {
    acc += w.use_count();
    { std::shared_ptr<T> c = local; acc += c->x; }
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); gw = g; std::printf("%ld\n", run(g, 10)); }
