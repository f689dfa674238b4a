// two_args_alias.cpp - attack26i (intrusive_count, LLVM base): two reference parameters that name the same IntrusiveRefCntPtr; copies of a and of b in turn, UseCount() inside cb's window only (outside ca's). Reasoning: G, la, lb, cb: 4 per iteration, 10 iterations: 40 (a hoisted ca would make it 50).
// RUNS: 3
// EXPECT: seen 40 acc 30
// EXPECT: ~N 3
// EXIT: 0
#include "common.h"
NP G;
__attribute__((noinline)) long run(const NP &a, const NP &b, long n, long *acc) {
  NP la = a, lb = b;
  long seen = 0;
  for (long i = 0; i < n; i++) {
    {
      NP ca = la;
      *acc += ca->x;
    }
    {
      NP cb = lb;
      seen += cb->UseCount();
    }
  }
  return seen;
}
int main() {
  G = new N(3);
  long acc = 0;
  long seen = run(G, G, 10, &acc);
  std::printf("seen %ld acc %ld\n", seen, acc);
}
