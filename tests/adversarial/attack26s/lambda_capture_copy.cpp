// lambda_capture_copy.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): the copy is a lambda's init-capture, called at once. Reasoning: 6*45 = 270.
// RUNS: 3
// EXPECT: 270
// EXPECT: end count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) { acc += [c = local, i] { return c->x * i; }(); }
  return acc;
}
int main() { g = std::make_shared<T>(6); std::printf("%ld\n", run(g, 10)); std::printf("end count %ld\n", g.use_count()); }
