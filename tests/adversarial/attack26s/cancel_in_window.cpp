// cancel_in_window.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): pthread_cancel(self) + pthread_testcancel() while the copy is alive: cancellation unwinds through the loop. Reasoning: 1 after the join.
// RUNS: 20
// EXPECT: after join count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
#include <pthread.h>
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; if (i == 3) { pthread_cancel(pthread_self()); pthread_testcancel(); } }
  }
  return acc;
}
extern "C" void *worker(void *) { long r = run(g, 10); std::printf("worker returned %ld\n", r); return nullptr; }
int main() {
  g = std::make_shared<T>(6);
  pthread_t t; pthread_create(&t, nullptr, worker, nullptr);  pthread_join(t, nullptr);
  std::printf("after join count %ld\n", g.use_count());
}
