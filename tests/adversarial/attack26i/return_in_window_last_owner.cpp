// return_in_window_last_owner.cpp - attack26i (intrusive_count, LLVM base): `return` from inside the copy's window in iteration 6, after a hidden call dropped the owner: the copy's release on the way out is the last. Reasoning: "~N 2" then "ret 14".
// RUNS: 3
// EXPECT: ~N 2
// EXPECT: ret 14
// EXIT: 0
#include "common.h"
NP G;
static void drop_owner() { G = nullptr; }
__attribute__((noinline)) long run(N *raw, long n) {
  const long k = vk[6]; // not a constant: no peeled iteration
  long acc = 0;
  for (long i = 0; i < n; i++) {
    NP c(raw);
    acc += c->x;
    if (i == k) {
      call_hidden(drop_owner);
      return acc;
    }
  }
  return -1;
}
int main() {
  G = new N(2);
  long r = run(G.get(), 10);
  std::printf("ret %ld\n", r);
}
