// null_and_zero_trip.cpp - attack26i (intrusive_count, LLVM base): the same loop run with a null handle (the copies copy nothing), with zero iterations, and with an object; UseCount() read after each call. Reasoning: acc 0, 0, 40; count 1 after each call on the object; ~N 4 at exit.
// RUNS: 3
// EXPECT: null acc 0
// EXPECT: zero acc 0 count 1
// EXPECT: ten acc 40 count 1
// EXPECT: ~N 4
// EXIT: 0
#include "common.h"
NP G, Z;
__attribute__((noinline)) long run(const NP &h, long n) {
  NP local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    NP c = local;
    if (c)
      acc += c->x;
  }
  return acc;
}
int main() {
  G = new N(4);
  std::printf("null acc %ld\n", run(Z, 10));
  long a = run(G, 0);
  std::printf("zero acc %ld count %u\n", a, G->UseCount());
  a = run(G, 10);
  std::printf("ten acc %ld count %u\n", a, G->UseCount());
}
