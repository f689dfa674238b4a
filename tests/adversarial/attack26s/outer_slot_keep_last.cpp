// outer_slot_keep_last.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): the same, but the last iteration keeps it. Reasoning: 60 + 100*3 = 360.
// RUNS: 3
// EXPECT: 360
// EXPECT: end count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h, c; long acc = 0;
  for (long i = 0; i < n; i++) { c = local; acc += c->x; if (i != n - 1) c.reset(); }
  return acc + 100 * c.use_count();
}
int main() { g = std::make_shared<T>(6); std::printf("%ld\n", run(g, 10)); std::printf("end count %ld\n", g.use_count()); }
