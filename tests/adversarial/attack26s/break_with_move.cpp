// break_with_move.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): hand-over: out = std::move(c); break. Reasoning: as above.
// RUNS: 3
// EXPECT: found 1 count 2
// EXPECT: found 0 count 1
// EXPECT: end count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
__attribute__((noinline)) std::shared_ptr<T> find(const std::shared_ptr<T> &h, long n, long k) {
  std::shared_ptr<T> local = h, out;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    if (c->x + i == k) { out = std::move(c); break; }
  }
  return out;
}
int main() {
  g = std::make_shared<T>(6);
  { auto r = find(g, 10, 9); std::printf("found %d count %ld\n", r != nullptr, g.use_count()); }
  { auto r = find(g, 10, 99); std::printf("found %d count %ld\n", r != nullptr, g.use_count()); }
  std::printf("end count %ld\n", g.use_count());
}
