// atomic_shared_ptr_local.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): C++20 std::atomic<std::shared_ptr> local: load() per iteration (lock bit in the block pointer). Reasoning: 60, count 1.
// CFLAGS: -std=c++20
// RUNS: 3
// EXPECT: 60
// EXPECT: end count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
#include <atomic>
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::atomic<std::shared_ptr<T>> local(h); long acc = 0;
  for (long i = 0; i < n; i++) { std::shared_ptr<T> c = local.load(); acc += c->x; }
  return acc;
}
int main() { g = std::make_shared<T>(6); std::printf("%ld\n", run(g, 10)); std::printf("end count %ld\n", g.use_count()); }
