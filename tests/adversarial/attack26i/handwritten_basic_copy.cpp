// handwritten_basic_copy.cpp - attack26i (intrusive_count, hand-written std::atomic<int> refs first member): the plain case with H, a copy of a local per iteration and a read of refs inside the window. Reasoning: G, local, c: 3 per iteration: 30; after run() 1.
// RUNS: 3
// EXPECT: seen 30 acc 90
// EXPECT: count 1
// EXPECT: ~H 9
// EXIT: 0
#include "common.h"
HP G;
__attribute__((noinline)) long run(const HP &h, long n, long *seen) {
  HP local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    HP c = local;
    acc += c->x;
    *seen += c->refs.load(std::memory_order_relaxed);
  }
  return acc;
}
int main() {
  G = new H(9);
  long seen = 0;
  long acc = run(G, 10, &seen);
  std::printf("seen %ld acc %ld\n", seen, acc);
  std::printf("count %d\n", G->refs.load());
}
