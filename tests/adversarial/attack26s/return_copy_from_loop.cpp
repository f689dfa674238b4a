// return_copy_from_loop.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): hand-over: return c from inside the loop (sret). Reasoning: k=9 found at i=3: g + r = 2; not found: 1.
// RUNS: 3
// EXPECT: found 1 count 2
// EXPECT: found 0 count 1
// EXPECT: found 0 count 1
// EXPECT: end count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
// hand-over: the iteration's copy is returned from inside the loop
__attribute__((noinline)) std::shared_ptr<T> find(const std::shared_ptr<T> &h, long n, long k) {
  std::shared_ptr<T> local = h;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    if (c->x + i == k) return c;
  }
  return nullptr;
}
int main() {
  g = std::make_shared<T>(6);
  { auto r = find(g, 10, 9); std::printf("found %d count %ld\n", r != nullptr, g.use_count()); }
  { auto r = find(g, 10, 99); std::printf("found %d count %ld\n", r != nullptr, g.use_count()); }
  { auto r = find(g, 0, 6); std::printf("found %d count %ld\n", r != nullptr, g.use_count()); }
  std::printf("end count %ld\n", g.use_count());
}
