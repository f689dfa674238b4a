// catch_in_loop_outer_copy.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): the copy lives across a try/catch inside the loop that catches and continues (i = 0, 3, 6, 9 throw). Reasoning: acc = 10*6 + (0+3+6+9)*100 = 1860, count 1 afterwards.
// RUNS: 3
// EXPECT: 1860
// EXPECT: end count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"

__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local; try { acc += c->x; if (i % 3 == 0) throw i; } catch (long e) { acc += e * 100; }
  }
  return acc;
}
int main() {
  g = std::make_shared<T>(6);
  try { std::printf("%ld\n", run(g, 10)); } catch (long e) { std::printf("caught %ld count %ld\n", e, g.use_count()); }
  std::printf("end count %ld\n", g.use_count());
}
