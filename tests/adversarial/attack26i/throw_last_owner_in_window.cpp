// throw_last_owner_in_window.cpp - attack26i (intrusive_count, LLVM base): in iteration 3 a hidden call drops the owner G inside the copy's window, then use() throws; the landing pad's release of c is the last, so ~N runs during unwinding, before the catch prints. Reasoning: ~N 5, then caught 3.
// RUNS: 3
// EXPECT: ~N 5
// EXPECT: caught 3
// EXIT: 0
#include "common.h"
NP G;
static void drop_owner() { G = nullptr; }
__attribute__((noinline)) long use(long x, long i) {
  if (i == 3)
    throw int(i);
  return x;
}
__attribute__((noinline)) long run(N *raw, long n) {
  const long k = vk[3]; // not a constant: no peeled iteration
  long acc = 0;
  for (long i = 0; i < n; i++) {
    NP c(raw);
    if (i == k)
      call_hidden(drop_owner);
    acc += use(c->x, i);
  }
  return acc;
}
int main() {
  G = new N(5);
  try {
    run(G.get(), 10);
  } catch (int e) {
    std::printf("caught %d\n", e);
  }
}
