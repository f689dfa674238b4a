// outer_slot_reset.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): the copy is assigned to and reset in a variable declared outside the loop. Reasoning: 60 + 1 = 61.
// RUNS: 3
// EXPECT: 61
// EXPECT: end count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h, c; long acc = 0;
  for (long i = 0; i < n; i++) { c = local; acc += c->x; c.reset(); }
  return acc + (c == nullptr);
}
int main() { g = std::make_shared<T>(6); std::printf("%ld\n", run(g, 10)); std::printf("end count %ld\n", g.use_count()); }
