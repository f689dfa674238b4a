// shared_from_this_in_loop.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): enable_shared_from_this: shared_from_this() in the loop (a lock-style increment, unpaired). Reasoning: 120.
// RUNS: 3
// EXPECT: 120 count 1
// EXPECT: ~T 6
// EXIT: 0
#include <cstdio>
#include <memory>
struct T : std::enable_shared_from_this<T> { long x; explicit T(long v):x(v){} ~T(){ std::printf("~T %ld\n", x);} };
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) { std::shared_ptr<T> c = local; std::shared_ptr<T> d = c->shared_from_this(); acc += c->x + d->x; }
  return acc;
}
int main() { auto p = std::make_shared<T>(6); std::printf("%ld count %ld\n", run(p, 10), p.use_count()); }
