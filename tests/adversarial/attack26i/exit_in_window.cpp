// exit_in_window.cpp - attack26i (intrusive_count, LLVM base): exit() in iteration 3 while the copy is alive; an atexit handler (registered after G's constructor, so it runs before G's destructor) prints the count. exit() destroys no automatic object. Reasoning: G, local, c: 3; no ~N (G's destructor only drops to 2).
// RUNS: 3
// EXPECT: atexit count 3
// EXIT: 4
#include "common.h"
NP G;
static void at_end() { putnum("atexit count", G->UseCount()); }
__attribute__((noinline)) long run(const NP &h, long n) {
  const long k = vk[3]; // not a constant: no peeled iteration
  NP local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    NP c = local;
    acc += c->x;
    if (i == k)
      std::exit(4);
  }
  return acc;
}
int main() {
  G = new N(5);
  std::atexit(at_end);
  std::printf("%ld\n", run(G, 10));
}
