// omp_firstprivate.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): the documented OpenMP form, firstprivate(local), one hoisted pair per worker. Reasoning: 1000*6 = 6000, count 1.
// RUNS: 20
// EXPECT: 6000
// EXPECT: count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
#pragma omp parallel for firstprivate(local) reduction(+:acc)
  for (long i = 0; i < n; i++) { std::shared_ptr<T> c = local; acc += c->x; }
  return acc;
}
int main() { g = std::make_shared<T>(6); std::printf("%ld\n", run(g, 1000)); std::printf("count %ld\n", g.use_count()); }
