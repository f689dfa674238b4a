// omp_ordered_window.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): cross-thread: iteration 0 reads the count inside an ordered region while iteration 1's thread must wait to copy; hoisted per worker, thread 1's reference would already be counted. Reasoning: g, local, 2 firstprivate, c = 5: 5000 + 4*6 = 5024. (Refused: H4, __kmpc_ordered.)
// RUNS: 20
// EXPECT: 5024
// EXPECT: count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
#include <unistd.h>
// the copy and the read are in an ordered region: iteration 1's copy (thread 1) comes after
// iteration 0's ordered region, so iteration 0 reads: g, local, 2 firstprivate, its own c = 5
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
#pragma omp parallel for ordered schedule(static, 1) firstprivate(local) reduction(+:acc) num_threads(2)
  for (long i = 0; i < n; i++) {
#pragma omp ordered
    {
      std::shared_ptr<T> c = local;
      if (i == 0) { usleep(200000); acc += 1000 * c.use_count(); }
      acc += c->x;
    }
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); std::printf("%ld\n", run(g, 4)); std::printf("count %ld\n", g.use_count()); }
