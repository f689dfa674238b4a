// observer_alias_block.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): H4: the observer is an aliasing shared_ptr<long> (element inside T) sharing the block. Reasoning: g, o, local = 3: 10*(300+6) = 3060.
// RUNS: 3
// EXPECT: 3060
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
// aliasing constructor: the observed shared_ptr points at a long inside T, same block
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, const std::shared_ptr<long> &o, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    acc += o.use_count() * 100;
    { std::shared_ptr<T> c = local; acc += c->x; }
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); std::shared_ptr<long> o(g, &g->x); std::printf("%ld\n", run(g, o, 10)); }
