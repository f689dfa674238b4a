// const_converting_copy.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): the copy is a converting shared_ptr<const T>. Reasoning: 10.
// RUNS: 3
// EXPECT: r 10 a 1 b 1
// EXPECT: ~T 1
// EXPECT: a reset
// EXPECT: ~T 2
// EXPECT: b reset
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, const std::shared_ptr<T> &h2, long n) {
  std::shared_ptr<T> local = h; std::shared_ptr<T> other = h2; long acc = 0;
  
  for (long i = 0; i < n; i++) {
    std::shared_ptr<const T> c = local; acc += c->x;
  }
  
  return acc;
}
int main() {
  auto a = std::make_shared<T>(1); auto b = std::make_shared<T>(2);
  long r = run(a, b, 10);
  std::printf("r %ld a %ld b %ld\n", r, a.use_count(), b.use_count());
  a.reset(); std::printf("a reset\n"); b.reset(); std::printf("b reset\n");
}
