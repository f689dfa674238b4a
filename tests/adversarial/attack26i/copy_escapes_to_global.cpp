// copy_escapes_to_global.cpp - attack26i (intrusive_count, LLVM base): in iteration 3 the copy is also stored into a global (Keep = c: one more reference that outlives the loop). Reasoning: after run() G and Keep: count 2; Keep reset: 1.
// RUNS: 3
// EXPECT: count 2
// EXPECT: count 1
// EXPECT: ~N 6
// EXIT: 0
#include "common.h"
NP G, Keep;
__attribute__((noinline)) long run(const NP &h, long n) {
  const long k = vk[3]; // not a constant: no peeled iteration
  NP local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    NP c = local;
    acc += c->x;
    if (i == k)
      Keep = c;
  }
  return acc;
}
int main() {
  G = new N(6);
  run(G, 10);
  std::printf("count %u\n", G->UseCount());
  Keep = nullptr;
  std::printf("count %u\n", G->UseCount());
}
