// outer_loop_reassigns_local.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): an outer loop replaces the local on the inner loop's exit path; each old object dies at its replacement. Reasoning: x = 0,1,2 for 3 iterations each: 9.
// RUNS: 3
// EXPECT: ~T 0
// EXPECT: replaced 1
// EXPECT: ~T 1
// EXPECT: replaced 2
// EXPECT: ~T 2
// EXPECT: replaced 3
// EXPECT: after loops
// EXPECT: ~T 3
// EXPECT: 9
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(long n) {
  long acc = 0;
  std::shared_ptr<T> local = std::make_shared<T>(0);
  for (long o = 1; o <= 3; o++) {
    for (long i = 0;; i++) {
      { std::shared_ptr<T> c = local; acc += c->x; }
      if (i == n) { local = std::make_shared<T>(o); std::printf("replaced %ld\n", o); break; }
    }
  }
  std::printf("after loops\n");
  return acc;
}
int main() { std::printf("%ld\n", run(2)); }
