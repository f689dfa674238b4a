// deleter_function_pointer.cpp - attack26i (intrusive_count): the last decrement calls a deleter through a function pointer stored in the object (+8), not operator delete; the deleter prints g_phase, which the loop writes after the release; the last iteration drops the owner in its window. Reasoning: "del phase 8", then acc.
// RUNS: 3
// EXPECT: del phase 8
// EXPECT: acc 10 phase 9
// EXIT: 0
#include "common.h"
long g_phase = -1;
struct F {
  mutable std::atomic<int> refs{0};
  void (*del)(const F *);
  long x = 1;
  void Retain() const { refs.fetch_add(1, std::memory_order_relaxed); }
  void Release() const {
    if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
      del(this);
  }
};
static void del_f(const F *f) {
  std::printf("del phase %ld\n", g_phase);
  delete f;
}
llvm::IntrusiveRefCntPtr<F> G;
static void drop_owner() { G = nullptr; }
__attribute__((noinline)) long run(F *raw, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      llvm::IntrusiveRefCntPtr<F> c(raw);
      acc += c->x;
      if (i == last)
        call_hidden(drop_owner);
    }
    g_phase = i;
  }
  return acc;
}
int main() {
  F *f = new F;
  f->del = del_f;
  G = f;
  long acc = run(f, 10);
  std::printf("acc %ld phase %ld\n", acc, g_phase);
}
