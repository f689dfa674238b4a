// release_store_after_drop.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): in the last iteration, after the drop, a release store lets another thread read the count while the loop still runs (pure work): a hoisted drop at the exit would come after the read. Reasoning: after the store no copy of the block is ever made again and run() waits for the observer before dropping local: g, local = 2.
// RUNS: 20
// EXPECT: observer sees 2
// EXPECT: r 0
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
#include <atomic>
#include <thread>
std::atomic<int> flag{0}, done{0};
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; }
    if (i == n - 1) {
      flag.store(1, std::memory_order_release);
      for (long k = 0; k < 50000000; k++) acc = acc * 3 + (k ^ (acc >> 7));  // pure work
    }
  }
  while (!done.load(std::memory_order_acquire)) {}
  return acc;
}
int main() {
  g = std::make_shared<T>(6);
  std::thread t([] { while (!flag.load(std::memory_order_acquire)) {} std::printf("observer sees %ld\n", g.use_count()); done.store(1, std::memory_order_release); });
  long r = run(g, 10); t.join(); std::printf("r %ld\n", r & 0);
}
