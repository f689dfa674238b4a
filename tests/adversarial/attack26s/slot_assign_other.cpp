// slot_assign_other.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): the copy is assigned another block in iteration 3 (its drop then releases the other block). Reasoning: 10*1 + 9*10 + 20 = 120.
// RUNS: 3
// EXPECT: r 120 a 1 b 1
// EXPECT: ~T 1
// EXPECT: a reset
// EXPECT: ~T 2
// EXPECT: b reset
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, const std::shared_ptr<T> &h2, long n) {
  std::shared_ptr<T> local = h; std::shared_ptr<T> other = h2; long acc = 0;
  
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local; acc += c->x; if (i == 3) c = other; acc += c->x * 10;
  }
  
  return acc;
}
int main() {
  auto a = std::make_shared<T>(1); auto b = std::make_shared<T>(2);
  long r = run(a, b, 10);
  std::printf("r %ld a %ld b %ld\n", r, a.use_count(), b.use_count());
  a.reset(); std::printf("a reset\n"); b.reset(); std::printf("b reset\n");
}
