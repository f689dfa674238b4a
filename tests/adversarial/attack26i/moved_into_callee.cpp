// moved_into_callee.cpp - attack26i (intrusive_count, LLVM base): the copy is moved into a by-value parameter of a noinline function, which keeps it in a global vector on even iterations (the caller's temporary is then empty). Reasoning: 5 references kept: after run() G + 5 = 6; after clearing the vector 1.
// RUNS: 3
// EXPECT: count 6
// EXPECT: count 1
// EXPECT: ~N 2
// EXIT: 0
#include "common.h"
#include <utility>
#include <vector>
NP G;
std::vector<NP> kept;
__attribute__((noinline)) long take(NP p, long i) {
  long x = p->x;
  if ((i & 1) == 0)
    kept.push_back(std::move(p));
  return x;
}
__attribute__((noinline)) long run(const NP &h, long n) {
  NP local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    NP c = local;
    acc += take(std::move(c), i);
  }
  return acc;
}
int main() {
  G = new N(2);
  run(G, 10);
  std::printf("count %u\n", G->UseCount());
  kept.clear();
  std::printf("count %u\n", G->UseCount());
}
