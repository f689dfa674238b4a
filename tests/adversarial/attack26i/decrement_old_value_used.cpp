// decrement_old_value_used.cpp - attack26i (intrusive_count, hand-written count): the deleting decrement also adds its old value to a global before the == 1 test, so the decrement is an observer too. Reasoning: each of the 10 in-loop releases sees 3 (G, local, c): 30; local's release after the loop sees 2: g_sum 32 (5 if the pair were hoisted: 3 + 2).
// RUNS: 3
// EXPECT: g_sum 32 acc 60
// EXPECT: ~Q 6
// EXIT: 0
#include "common.h"
long g_sum;
struct Q {
  mutable std::atomic<int> refs{0};
  long x;
  explicit Q(long v) : x(v) {}
  ~Q() { std::printf("~Q %ld\n", x); }
  void Retain() const { refs.fetch_add(1, std::memory_order_relaxed); }
  void Release() const {
    int old = refs.fetch_sub(1, std::memory_order_acq_rel);
    g_sum += old;
    if (old == 1)
      delete this;
  }
};
using QP = llvm::IntrusiveRefCntPtr<Q>;
QP G;
__attribute__((noinline)) long run(const QP &h, long n) {
  QP local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    QP c = local;
    acc += c->x;
  }
  return acc;
}
int main() {
  G = new Q(6);
  long acc = run(G, 10);
  std::printf("g_sum %ld acc %ld\n", g_sum, acc);
}
