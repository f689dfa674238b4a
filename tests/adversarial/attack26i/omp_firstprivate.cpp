// omp_firstprivate.cpp - attack26i (intrusive_count, LLVM base, OpenMP, OMP_NUM_THREADS=2): #pragma omp parallel for firstprivate(local) with a copy of local per iteration (each thread its own local). Reasoning: acc 3000; after the region only G: count 1.
// RUNS: 20
// EXPECT: acc 3000
// EXPECT: count 1
// EXPECT: ~N 3
// EXIT: 0
#include "common.h"
NP G;
__attribute__((noinline)) long run(const NP &h, long n) {
  NP local = h;
  long acc = 0;
#pragma omp parallel for firstprivate(local) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    NP c = local;
    acc += c->x;
  }
  return acc;
}
int main() {
  G = new N(3);
  long acc = run(G, 1000);
  std::printf("acc %ld\n", acc);
  std::printf("count %u\n", G->UseCount());
}
