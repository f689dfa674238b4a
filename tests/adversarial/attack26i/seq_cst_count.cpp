// seq_cst_count.cpp - attack26i (intrusive_count): a hand-written count changed with ++refs / --refs (seq_cst), last decrement deletes; the destructor prints g_phase written after the release; the last iteration drops the owner in its window. Reasoning: "~S phase 8", then acc.
// RUNS: 3
// EXPECT: ~S phase 8
// EXPECT: acc 20 phase 9
// EXIT: 0
// PASS-EXPECT: ~S phase 9
// PASS-EXPECT: acc 20 phase 9
// DOCUMENTED: docs/differences.md item 1 (a destructor moved to the exit reads the state there)
#include "common.h"
long g_phase = -1;
struct S {
  mutable std::atomic<int> refs{0};
  long x;
  explicit S(long v) : x(v) {}
  ~S() { std::printf("~S phase %ld\n", g_phase); }
  void Retain() const { ++refs; }
  void Release() const {
    if (--refs == 0)
      delete this;
  }
};
llvm::IntrusiveRefCntPtr<S> G;
static void drop_owner() { G = nullptr; }
__attribute__((noinline)) long run(S *raw, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      llvm::IntrusiveRefCntPtr<S> c(raw);
      acc += c->x;
      if (i == last)
        call_hidden(drop_owner);
    }
    g_phase = i;
  }
  return acc;
}
int main() {
  G = new S(2);
  long acc = run(G.get(), 10);
  std::printf("acc %ld phase %ld\n", acc, g_phase);
}
