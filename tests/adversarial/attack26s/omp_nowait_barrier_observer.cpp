// omp_nowait_barrier_observer.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): for nowait + explicit barrier: the hoisted drops must happen before the barrier (at each worker's loop exit), where thread 0 reads the count; a second barrier keeps the other copy alive. Reasoning: g, local, 2 firstprivate = 4: 10000.
// RUNS: 20
// EXPECT: 10000
// EXPECT: count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
extern "C" int omp_get_thread_num(void);
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
#pragma omp parallel firstprivate(local) reduction(+:acc) num_threads(2)
  {
#pragma omp for schedule(static) nowait
    for (long i = 0; i < n; i++) { std::shared_ptr<T> c = local; acc += c->x; }
#pragma omp barrier
    if (omp_get_thread_num() == 0) acc += 1000 * g.use_count();
#pragma omp barrier
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); std::printf("%ld\n", run(g, 1000)); std::printf("count %ld\n", g.use_count()); }
