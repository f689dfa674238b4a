// break_after_owner_drop.cpp - attack26i (intrusive_count, LLVM base): two exits: the loop's condition, and a break inside the copy's window in iteration 4 after a hidden call dropped the owner; the copy's release at the break is the last. The destructor prints g_phase, which the loop writes after each release and the code after the loop writes too. Reasoning: the break leaves with phase 3 set by iteration 3: "~N phase 3", then "after acc 5".
// RUNS: 3
// EXPECT: ~N phase 3
// EXPECT: after acc 5 phase 100
// EXIT: 0
#include "common.h"
long g_phase = -1;
struct M : llvm::ThreadSafeRefCountedBase<M> {
  long x;
  explicit M(long v) : x(v) {}
  ~M() { std::printf("~N phase %ld\n", g_phase); }
};
llvm::IntrusiveRefCntPtr<M> G;
static void drop_owner() { G = nullptr; }
__attribute__((noinline)) long run(M *raw, long n) {
  const long k = vk[4]; // not a constant: no peeled iteration
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      llvm::IntrusiveRefCntPtr<M> c(raw);
      acc += c->x;
      if (i == k) {
        call_hidden(drop_owner);
        break;
      }
    }
    g_phase = i;
  }
  g_phase = 100;
  return acc;
}
int main() {
  G = new M(1);
  long acc = run(G.get(), 10);
  std::printf("after acc %ld phase %ld\n", acc, g_phase);
}
