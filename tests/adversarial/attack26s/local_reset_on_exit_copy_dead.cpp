// local_reset_on_exit_copy_dead.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): the local (sole owner) is reset on the exit path after the copy's drop: the reset is the last drop and must come before the print; a hoisted drop placed after the exit path's code would delay ~T. Reasoning: ~T 6, 'local dropped', 'after loop', 36.
// RUNS: 3
// EXPECT: ~T 6
// EXPECT: local dropped
// EXPECT: after loop
// EXPECT: 36
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(long n) {
  std::shared_ptr<T> local = std::make_shared<T>(6); long acc = 0;
  for (long i = 0;; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; }
    if (i == n) { local = nullptr; std::printf("local dropped\n"); break; }
  }
  std::printf("after loop\n");
  return acc;
}
int main() { std::printf("%ld\n", run(5)); }
