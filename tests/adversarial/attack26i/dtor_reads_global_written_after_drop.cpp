// dtor_reads_global_written_after_drop.cpp - attack26i (intrusive_count, LLVM base, one thread): the destructor prints the global g_phase; the loop writes g_phase after its copy's release (in the exit window: a write, not a read). The owner G is dropped by a hidden call inside the last iteration's window, so that iteration's release is the last and deletes. Reasoning: the destructor runs at iteration 9's release, before g_phase = 9 is stored: "~N phase 8". Deterministic: no other thread exists. A hoisted pair deletes at the exit and prints phase 9.
// RUNS: 3
// EXPECT: ~N phase 8
// EXPECT: acc 60 phase 9
// EXIT: 0
// PASS-EXPECT: ~N phase 9
// PASS-EXPECT: acc 60 phase 9
// DOCUMENTED: docs/differences.md item 1 (a destructor moved to the exit reads the state there)
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
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      llvm::IntrusiveRefCntPtr<M> c(raw);
      acc += c->x;
      if (i == last)
        call_hidden(drop_owner);
    }
    g_phase = i;
  }
  return acc;
}
int main() {
  G = new M(6);
  long acc = run(G.get(), 10);
  std::printf("acc %ld phase %ld\n", acc, g_phase);
}
