// two_handles_one_refused.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): two blocks: a's copy every iteration (hoisted), b's on odd iterations (refused) - restore next to a hoist. Reasoning: 60 + 5*70 = 410.
// RUNS: 3
// EXPECT: 410 count 1 1
// EXPECT: ~T 7
// EXPECT: q reset
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
// two handles, copies under different conditions: drops' slow paths may be merged
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, const std::shared_ptr<T> &h2, long n) {
  std::shared_ptr<T> a = h, b = h2; long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = a;
    acc += c->x;
    if (i & 1) { std::shared_ptr<T> d = b; acc += d->x * 10; }
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); auto q = std::make_shared<T>(7); std::printf("%ld count %ld %ld\n", run(g, q, 10), g.use_count(), q.use_count()); q.reset(); std::printf("q reset\n"); }
