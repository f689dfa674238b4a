// release_fence_pattern.cpp - attack26i (intrusive_count, hand-written): Boost's documented pattern: fetch_sub(1, release) and, on the last reference, atomic_thread_fence(acquire) before delete. The destructor prints g_phase, written after the release; the last iteration drops the owner in its window. Reasoning: "~R phase 8", then acc.
// RUNS: 3
// EXPECT: ~R phase 8
// EXPECT: acc 10 phase 9
// EXIT: 0
#include "common.h"
long g_phase = -1;
struct R {
  mutable std::atomic<int> refs{0};
  long x = 1;
  ~R() { std::printf("~R phase %ld\n", g_phase); }
  void Retain() const { refs.fetch_add(1, std::memory_order_relaxed); }
  void Release() const {
    if (refs.fetch_sub(1, std::memory_order_release) == 1) {
      std::atomic_thread_fence(std::memory_order_acquire);
      delete this;
    }
  }
};
llvm::IntrusiveRefCntPtr<R> G;
static void drop_owner() { G = nullptr; }
__attribute__((noinline)) long run(R *raw, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      llvm::IntrusiveRefCntPtr<R> c(raw);
      acc += c->x;
      if (i == last)
        call_hidden(drop_owner);
    }
    g_phase = i;
  }
  return acc;
}
int main() {
  G = new R;
  long acc = run(G.get(), 10);
  std::printf("acc %ld phase %ld\n", acc, g_phase);
}
