// weak_observer_exit_copy_alive.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): a sole owner made in the function, a global weak_ptr, and on the exit path (copy alive) local = nullptr followed by expired(): the exit must hold exactly the iteration's copy there. Reasoning: c still owns at the first expired() (0); the break destroys c, the last owner (~T 6); after the loop expired() is 1; acc = 6 iterations * 6 = 36.
// RUNS: 3
// EXPECT: local dropped, expired 0
// EXPECT: ~T 6
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
    std::shared_ptr<T> c = local;
    acc += c->x;
    if (i == n) { local = nullptr; std::printf("local dropped, expired %d\n", (int)w.expired()); break; }
  }
  std::printf("after loop, expired %d\n", (int)w.expired());
  return acc;
}
int main() { std::printf("%ld\n", run(5)); w.reset(); std::printf("weak reset\n"); }
