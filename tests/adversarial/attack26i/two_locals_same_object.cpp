// two_locals_same_object.cpp - attack26i (intrusive_count, LLVM base): two locals of the same object (l1, l2), copied in turn; UseCount() is read inside c1's window but before c2 is made (outside c2's window). Reasoning: G, l1, l2, c1: 4 per iteration, 10 iterations: 40 (a hoisted c2 would add 1 each: 50).
// RUNS: 3
// EXPECT: seen 40 acc 40
// EXPECT: ~N 2
// EXIT: 0
#include "common.h"
NP G;
__attribute__((noinline)) long run(const NP &h, long n, long *acc) {
  NP l1 = h, l2 = h;
  long seen = 0;
  for (long i = 0; i < n; i++) {
    NP c1 = l1;
    seen += c1->UseCount();
    NP c2 = l2;
    *acc += c1->x + c2->x;
  }
  return seen;
}
int main() {
  G = new N(2);
  long acc = 0;
  long seen = run(G, 10, &acc);
  std::printf("seen %ld acc %ld\n", seen, acc);
}
