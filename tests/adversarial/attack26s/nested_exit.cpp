// nested_exit.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): copies in an inner loop, exit() in the outer loop. Reasoning: g, local = 2, status 2.
// RUNS: 3
// EXPECT: at exit count 2
// EXIT: 2
#include "common.h"
struct Rep { ~Rep() { std::printf("at exit count %ld\n", g.use_count()); } } rep;
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n, const long *m) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long o = 0; o < n; o++) {
    for (long i = 0; i < m[o]; i++) { std::shared_ptr<T> c = local; acc += c->x; }
    if (o == 2) std::exit(2);
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); long m[4] = {2, 0, 3, 1}; std::printf("%ld\n", run(g, 4, m)); }
