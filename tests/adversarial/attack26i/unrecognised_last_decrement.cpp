// unrecognised_last_decrement.cpp - attack26i (intrusive_count): the loop's copies are LLVM-style, but in the last iteration, after the copy's drop, the function drops the owner's reference itself with a release-ordered decrement and an acquire fence (a decrement the profile does not recognise), which is the last and deletes; the code after the loop prints. Reasoning: ~R before "acc" (a hoisted pair would keep the object to the exit: same order, but only if the exit's release comes before the print).
// RUNS: 3
// EXPECT: ~R 1
// EXPECT: acc 10
// EXIT: 0
#include "common.h"
struct R {
  mutable std::atomic<int> refs{0};
  long x = 1;
  ~R() { std::printf("~R %ld\n", x); }
  void Retain() const { refs.fetch_add(1, std::memory_order_relaxed); }
  void Release() const {
    if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
      delete this;
  }
  void release_fenced() const {
    if (refs.fetch_sub(1, std::memory_order_release) == 1) {
      std::atomic_thread_fence(std::memory_order_acquire);
      delete this;
    }
  }
};
__attribute__((noinline)) long run(R *raw, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      llvm::IntrusiveRefCntPtr<R> c(raw);
      acc += c->x;
    }
    if (i == last)
      raw->release_fenced();
  }
  return acc;
}
int main() {
  R *r = new R;
  r->Retain();
  long acc = run(r, 10);
  std::printf("acc %ld\n", acc);
}
