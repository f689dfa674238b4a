// throw_after_drop_caught_outside.cpp - attack26i (intrusive_count, LLVM base): a call after the copy's drop throws in iteration 3 (an unwinding exit with no copy outstanding); main catches and reads the count. Reasoning: local dropped by its landing pad: count 1.
// RUNS: 3
// EXPECT: caught 3
// EXPECT: count 1
// EXPECT: ~N 5
// EXIT: 0
#include "common.h"
NP G;
__attribute__((noinline)) void check(long i) {
  if (i == 3)
    throw int(i);
}
__attribute__((noinline)) long run(const NP &h, long n) {
  NP local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      NP c = local;
      acc += c->x;
    }
    check(i);
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
