// omp_firstprivate.cpp - attack26i (intrusive_count, LLVM base, OpenMP, OMP_NUM_THREADS=2): #pragma omp parallel for firstprivate(local) with a copy of local per iteration and UseCount() inside each copy's window (>= 3: G, this thread's local, c; at most 2 + 2 threads' locals... so only its lower bound is printed). Reasoning: ok 1000, acc 3000; after the region only G: count 1.
// RUNS: 20
// EXPECT: ok 1000 acc 3000
// EXPECT: count 1
// EXPECT: ~N 3
// EXIT: 0
#include "common.h"
NP G;
__attribute__((noinline)) long run(const NP &h, long n, long *ok) {
  NP local = h;
  long acc = 0, good = 0;
#pragma omp parallel for firstprivate(local) reduction(+ : acc, good)
  for (long i = 0; i < n; i++) {
    NP c = local;
    acc += c->x;
    good += c->UseCount() >= 3;
  }
  *ok = good;
  return acc;
}
int main() {
  G = new N(3);
  long ok = 0;
  long acc = run(G, 1000, &ok);
  std::printf("ok %ld acc %ld\n", ok, acc);
  std::printf("count %u\n", G->UseCount());
}
