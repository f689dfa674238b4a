// basic_llvm_copy.cpp - attack26i (intrusive_count, LLVM ThreadSafeRefCountedBase): the plain case, a copy of a local IntrusiveRefCntPtr per iteration with UseCount() inside the window (same count both ways). Reasoning: G, local, c: 3 inside the window, 10 iterations: 30; after run() only G: 1; G's object dies at exit.
// RUNS: 3
// EXPECT: seen 30 acc 70
// EXPECT: count 1
// EXPECT: ~N 7
// EXIT: 0
#include "common.h"
NP G;
__attribute__((noinline)) long run(const NP &h, long n, long *seen) {
  NP local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    NP c = local;
    acc += c->x;
    *seen += c->UseCount();
  }
  return acc;
}
int main() {
  G = new N(7);
  long seen = 0;
  long acc = run(G, 10, &seen);
  std::printf("seen %ld acc %ld\n", seen, acc);
  std::printf("count %u\n", G->UseCount());
}
