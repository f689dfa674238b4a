// continue_and_break.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): continue and break with the copy alive. Reasoning: i=1,2,4,5 add 6: 24.
// RUNS: 3
// EXPECT: 24
// EXPECT: end count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<T> c = local;
    if (i % 3 == 0) continue;
    if (i == 7) break;
    acc += c->x;
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); std::printf("%ld\n", run(g, 10)); std::printf("end count %ld\n", g.use_count()); }
