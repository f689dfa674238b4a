// delete_via_free.cpp - attack26i (intrusive_count): an object made with malloc and placement new; the last decrement runs the destructor explicitly and free()s it. The destructor prints g_phase, written by the loop after the release; the last iteration drops the owner in its window. Reasoning: "~W phase 8", then acc.
// RUNS: 3
// EXPECT: ~W phase 8
// EXPECT: acc 30 phase 9
// EXIT: 0
// PASS-EXPECT: ~W phase 9
// PASS-EXPECT: acc 30 phase 9
// DOCUMENTED: docs/differences.md item 1 (a destructor moved to the exit reads the state there)
#include "common.h"
#include <new>
long g_phase = -1;
struct W {
  mutable std::atomic<int> refs{0};
  long x;
  explicit W(long v) : x(v) {}
  ~W() { std::printf("~W phase %ld\n", g_phase); }
  void Retain() const { refs.fetch_add(1, std::memory_order_relaxed); }
  void Release() const {
    if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1) {
      W *self = const_cast<W *>(this);
      self->~W();
      std::free(self);
    }
  }
};
llvm::IntrusiveRefCntPtr<W> G;
static void drop_owner() { G = nullptr; }
__attribute__((noinline)) long run(W *raw, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      llvm::IntrusiveRefCntPtr<W> c(raw);
      acc += c->x;
      if (i == last)
        call_hidden(drop_owner);
    }
    g_phase = i;
  }
  return acc;
}
int main() {
  G = new (std::malloc(sizeof(W))) W(3);
  long acc = run(G.get(), 10);
  std::printf("acc %ld phase %ld\n", acc, g_phase);
}
