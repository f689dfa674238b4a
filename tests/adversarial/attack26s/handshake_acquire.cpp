// handshake_acquire.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): another thread reads the count during a release/acquire handshake after the drop. Reasoning: the observer runs between the loop's release store and its acquire spin, after the drop: g, local = 2.
// RUNS: 20
// EXPECT: observer sees 2
// EXPECT: 60
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
#include <atomic>
#include <thread>
std::atomic<int> phase{0};
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; }
    if (i == 3) { phase.store(1, std::memory_order_release); while (phase.load(std::memory_order_acquire) != 2) {} }
  }
  return acc;
}
int main() {
  g = std::make_shared<T>(6);
  std::thread t([] { while (phase.load(std::memory_order_acquire) != 1) {} std::printf("observer sees %ld\n", g.use_count()); phase.store(2, std::memory_order_release); });
  std::printf("%ld\n", run(g, 10)); t.join();
}
