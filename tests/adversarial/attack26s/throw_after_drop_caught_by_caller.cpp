// throw_after_drop_caught_by_caller.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): an exception thrown after the drop (outside the copy's window), caught in main: the unwind exit must get the hoisted drop. Reasoning: 1 after unwinding.
// RUNS: 3
// EXPECT: caught 3 count 1
// EXPECT: end count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"

__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; } if (i == 3) throw i;
  }
  return acc;
}
int main() {
  g = std::make_shared<T>(6);
  try { std::printf("%ld\n", run(g, 10)); } catch (long e) { std::printf("caught %ld count %ld\n", e, g.use_count()); }
  std::printf("end count %ld\n", g.use_count());
}
