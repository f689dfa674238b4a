// polymorphic_count_at_8.cpp - attack26i (intrusive_count): a polymorphic class (vptr at +0) with its count at +8, deleted through a virtual destructor; the destructor prints g_phase, which the loop writes after the copy's release; the last iteration drops the owner in its window. The profile should not take a count at +8. Reasoning (as dtor_reads_global_written_after_drop): ~V phase 8, then acc.
// RUNS: 3
// EXPECT: ~V phase 8
// EXPECT: acc 20 phase 9
// EXIT: 0
#include "common.h"
long g_phase = -1;
struct V {
  mutable std::atomic<int> refs{0};
  long x;
  explicit V(long v) : x(v) {}
  virtual ~V() { std::printf("~V phase %ld\n", g_phase); }
  void Retain() const { refs.fetch_add(1, std::memory_order_relaxed); }
  void Release() const {
    if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
      delete this;
  }
};
llvm::IntrusiveRefCntPtr<V> G;
static void drop_owner() { G = nullptr; }
__attribute__((noinline)) long run(V *raw, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      llvm::IntrusiveRefCntPtr<V> c(raw);
      acc += c->x;
      if (i == last)
        call_hidden(drop_owner);
    }
    g_phase = i;
  }
  return acc;
}
int main() {
  G = new V(2);
  long acc = run(G.get(), 10);
  std::printf("acc %ld phase %ld\n", acc, g_phase);
}
