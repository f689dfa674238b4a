// polymorphic_basic_copy.cpp - attack26i (intrusive_count): a polymorphic count holder (vptr at +0, count at +8) copied from a local every iteration, nothing else in the loop: the plain case for a class the profile should not take. Reasoning: count 1 after run(), ~V at exit.
// RUNS: 3
// EXPECT: acc 20
// EXPECT: count 1
// EXPECT: ~V 2
// EXIT: 0
#include "common.h"
struct V {
  mutable std::atomic<int> refs{0};
  long x;
  explicit V(long v) : x(v) {}
  virtual ~V() { std::printf("~V %ld\n", x); }
  void Retain() const { refs.fetch_add(1, std::memory_order_relaxed); }
  void Release() const {
    if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
      delete this;
  }
};
llvm::IntrusiveRefCntPtr<V> G;
__attribute__((noinline)) long run(const llvm::IntrusiveRefCntPtr<V> &h, long n) {
  llvm::IntrusiveRefCntPtr<V> local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    llvm::IntrusiveRefCntPtr<V> c = local;
    acc += c->x;
  }
  return acc;
}
int main() {
  G = new V(2);
  std::printf("acc %ld\n", run(G, 10));
  std::printf("count %d\n", G->refs.load());
}
