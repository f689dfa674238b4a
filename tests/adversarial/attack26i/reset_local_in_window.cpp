// reset_local_in_window.cpp - attack26i (intrusive_count, LLVM base): local is reassigned to another object inside iteration 4's window; G was dropped before the loop, so the old object dies at that iteration's copy release, and the later iterations copy the other object. Reasoning: ~N 1 after iteration 4 (before run returns), acc 5*1 + 5*2 = 15, ~N 2 when O dies at exit.
// RUNS: 3
// EXPECT: ~N 1
// EXPECT: acc 15
// EXPECT: ~N 2
// EXIT: 0
#include "common.h"
NP G, O;
__attribute__((noinline)) long run(NP local, long n) {
  const long k = vk[4]; // not a constant: no peeled iteration
  long acc = 0;
  for (long i = 0; i < n; i++) {
    NP c = local;
    acc += c->x;
    if (i == k)
      local = O;
  }
  return acc;
}
int main() {
  G = new N(1);
  O = new N(2);
  NP tmp = G;
  G = nullptr;
  long acc = run(std::move(tmp), 10);
  std::printf("acc %ld\n", acc);
}
