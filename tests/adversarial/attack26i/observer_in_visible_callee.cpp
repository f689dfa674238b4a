// observer_in_visible_callee.cpp - attack26i (intrusive_count, LLVM base): UseCount() inside a noinline function of the same file, called after the copy's drop (outside the window). Reasoning: G and local: 2 per iteration: 20.
// RUNS: 3
// EXPECT: seen 20 acc 50
// EXPECT: ~N 5
// EXIT: 0
#include "common.h"
NP G;
__attribute__((noinline)) unsigned peek(const N *p) { return p->UseCount(); }
__attribute__((noinline)) long run(const NP &h, long n, long *acc) {
  NP local = h;
  long seen = 0;
  for (long i = 0; i < n; i++) {
    {
      NP c = local;
      *acc += c->x;
    }
    seen += peek(local.get());
  }
  return seen;
}
int main() {
  G = new N(5);
  long acc = 0;
  long seen = run(G, 10, &acc);
  std::printf("seen %ld acc %ld\n", seen, acc);
}
