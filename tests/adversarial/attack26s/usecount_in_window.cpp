// usecount_in_window.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): use_count() of the copy inside its window (the docs: such observers see what they saw before). Reasoning: g, local, c = 3 each iteration: 10*(6+300) = 3060.
// RUNS: 3
// EXPECT: 3060
// EXPECT: end count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
#include <unistd.h>
#include <sys/wait.h>

__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x + 100 * c.use_count(); }
  }
  return acc;
}
int main() {
  g = std::make_shared<T>(6);
  std::printf("%ld\n", run(g, 10));
  std::printf("end count %ld\n", g.use_count());
}
