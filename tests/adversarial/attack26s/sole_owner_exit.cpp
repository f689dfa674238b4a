// sole_owner_exit.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): sole owner made in the function, local = nullptr on the exit path with the copy alive. Reasoning: 'local dropped, c alive', ~T 6, 'after loop', 36.
// RUNS: 3
// EXPECT: local dropped, c alive
// EXPECT: ~T 6
// EXPECT: after loop
// EXPECT: 36
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(long n) {
  std::shared_ptr<T> local = std::make_shared<T>(6); long acc = 0;
  for (long i = 0;; i++) {
    std::shared_ptr<T> c = local;
    acc += c->x;
    if (i == n) { local = nullptr; std::printf("local dropped, c alive\n"); break; }
  }
  std::printf("after loop\n");
  return acc;
}
int main() { std::printf("%ld\n", run(5)); }
