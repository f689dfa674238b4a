// observer_other_arg.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): H4: the observer is another argument's shared_ptr sharing the block. Reasoning: 3060.
// RUNS: 3
// EXPECT: 3060
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
// the observer is a shared_ptr from another argument that happens to share the block
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, const std::shared_ptr<T> *o, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    acc += o->use_count() * 100;
    { std::shared_ptr<T> c = local; acc += c->x; }
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); std::shared_ptr<T> o = g; std::printf("%ld\n", run(g, &o, 10)); }
