// lock_in_loop.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): weak_ptr::lock() (a cmpxchg increment) beside a plain copy. Reasoning: 10*12 = 120.
// RUNS: 3
// EXPECT: 120 count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; std::weak_ptr<T> w = local; long acc = 0;
  for (long i = 0; i < n; i++) { std::shared_ptr<T> c = local; std::shared_ptr<T> d = w.lock(); acc += c->x + d->x; }
  return acc;
}
int main() { g = std::make_shared<T>(6); std::printf("%ld count %ld\n", run(g, 10), g.use_count()); }
