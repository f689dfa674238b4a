// throw_catch_in_loop.cpp - attack26i (intrusive_count, LLVM base): try/catch inside the loop around the copy; odd iterations throw from use() while the copy is alive; the catch counts. Reasoning: 5 caught, acc from even iterations 5 * 7 = 35, count after run() 1.
// RUNS: 3
// EXPECT: caught 5 acc 35
// EXPECT: count 1
// EXPECT: ~N 7
// EXIT: 0
#include "common.h"
NP G;
__attribute__((noinline)) long use(long x, long i) {
  if (i & 1)
    throw int(i);
  return x;
}
__attribute__((noinline)) long run(const NP &h, long n, long *caught) {
  NP local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    try {
      NP c = local;
      acc += use(c->x, i);
    } catch (int) {
      ++*caught;
    }
  }
  return acc;
}
int main() {
  G = new N(7);
  long caught = 0;
  long acc = run(G, 10, &caught);
  std::printf("caught %ld acc %ld\n", caught, acc);
  std::printf("count %u\n", G->UseCount());
}
