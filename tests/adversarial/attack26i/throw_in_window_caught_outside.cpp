// throw_in_window_caught_outside.cpp - attack26i (intrusive_count, LLVM base): use() throws in iteration 3 while the copy is alive; the landing pads drop c and local; main catches. Reasoning: caught 3, then only G: count 1.
// RUNS: 3
// EXPECT: caught 3
// EXPECT: count 1
// EXPECT: ~N 5
// EXIT: 0
#include "common.h"
NP G;
__attribute__((noinline)) long use(long x, long i) {
  if (i == 3)
    throw int(i);
  return x;
}
__attribute__((noinline)) long run(const NP &h, long n) {
  NP local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    NP c = local;
    acc += use(c->x, i);
  }
  return acc;
}
int main() {
  G = new N(5);
  try {
    run(G, 10);
  } catch (int e) {
    std::printf("caught %d\n", e);
  }
  std::printf("count %u\n", G->UseCount());
}
