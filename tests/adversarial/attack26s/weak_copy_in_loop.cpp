// weak_copy_in_loop.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): a weak_ptr copy per iteration beside the shared_ptr copy (weak count diamond at +12, merged with the strong one by jump threading). Reasoning: 60, count 1.
// RUNS: 3
// EXPECT: 60 count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) { std::weak_ptr<T> w = local; std::shared_ptr<T> c = local; acc += c->x; }
  return acc;
}
int main() { g = std::make_shared<T>(6); std::printf("%ld count %ld\n", run(g, 10), g.use_count()); }
