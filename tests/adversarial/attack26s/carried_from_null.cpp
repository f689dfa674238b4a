// carried_from_null.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): the same with cur empty on entry. Reasoning: 3010.
// RUNS: 3
// EXPECT: r 3010 a 1 b 1
// EXPECT: ~T 1
// EXPECT: a reset
// EXPECT: ~T 2
// EXPECT: b reset
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, const std::shared_ptr<T> &h2, long n) {
  std::shared_ptr<T> local = h; std::shared_ptr<T> other = h2; long acc = 0;
  std::shared_ptr<T> cur;
  for (long i = 0; i < n; i++) {
    cur = local; acc += cur->x;
  }
  acc += cur.use_count() * 1000;
  return acc;
}
int main() {
  auto a = std::make_shared<T>(1); auto b = std::make_shared<T>(2);
  long r = run(a, b, 10);
  std::printf("r %ld a %ld b %ld\n", r, a.use_count(), b.use_count());
  a.reset(); std::printf("a reset\n"); b.reset(); std::printf("b reset\n");
}
