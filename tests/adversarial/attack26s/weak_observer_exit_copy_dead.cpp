// weak_observer_exit_copy_dead.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): the same with the copy dropped before the exit test: local = nullptr on the exit path is then the last drop, and expired() right after it must see 1, so the hoisted drop has to come before the exit path's code. Reasoning: ~T 6 at local = nullptr, expired 1 twice, 36.
// RUNS: 3
// EXPECT: ~T 6
// EXPECT: local dropped, expired 1
// EXPECT: after loop, expired 1
// EXPECT: 36
// EXPECT: weak reset
// EXIT: 0
#include "common.h"
std::weak_ptr<T> w;
__attribute__((noinline)) long run(long n) {
  std::shared_ptr<T> local = std::make_shared<T>(6); long acc = 0;
  w = local;
  for (long i = 0;; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; }
    if (i == n) { local = nullptr; std::printf("local dropped, expired %d\n", (int)w.expired()); break; }
  }
  std::printf("after loop, expired %d\n", (int)w.expired());
  return acc;
}
int main() { std::printf("%ld\n", run(5)); w.reset(); std::printf("weak reset\n"); }
