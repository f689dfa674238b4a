// nested_observer.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): copies in an inner loop, count read in the outer loop (a lazy hoist to the outer loop would be seen). Reasoning: 6 copies -> 36, + 4*1000*2 = 8036.
// RUNS: 3
// EXPECT: 8036
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n, const long *m) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long o = 0; o < n; o++) {
    for (long i = 0; i < m[o]; i++) { std::shared_ptr<T> c = local; acc += c->x; }
    acc += g.use_count() * 1000;
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); long m[4] = {2, 0, 3, 1}; std::printf("%ld\n", run(g, 4, m)); }
