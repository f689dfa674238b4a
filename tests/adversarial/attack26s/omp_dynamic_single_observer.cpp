// omp_dynamic_single_observer.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): schedule(dynamic,3) (the chunk loop hoists), then after a barrier one thread reads the count while every worker still holds its firstprivate copy. Reasoning: g, local, 2 firstprivate copies (OMP_NUM_THREADS=2) = 4: 6000 + 4000 = 10000.
// RUNS: 20
// EXPECT: 10000
// EXPECT: count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
#pragma omp parallel firstprivate(local) reduction(+:acc)
  {
#pragma omp for schedule(dynamic, 3)
    for (long i = 0; i < n; i++) { std::shared_ptr<T> c = local; acc += c->x; }
#pragma omp barrier
#pragma omp single
    acc += 1000 * g.use_count();
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); std::printf("%ld\n", run(g, 1000)); std::printf("count %ld\n", g.use_count()); }
