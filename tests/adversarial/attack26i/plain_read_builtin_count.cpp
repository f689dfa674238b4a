// plain_read_builtin_count.cpp - attack26i (intrusive_count, hand-written count): the count is a plain int changed only with __atomic builtins (relaxed add 1, acq_rel sub 1 == 1 -> delete this); one thread, so a plain read of it is no data race. The loop reads it plainly outside the copy's window. Reasoning: G and local hold it there: 2 per iteration, x 100, 10 iterations = 2000, plus c->x = 1 per iteration: 2010. A hoisted copy would make it 3 (3010).
// RUNS: 3
// EXPECT: seen 2010
// EXPECT: count 1
// EXPECT: ~P 1
// EXIT: 0
#include "common.h"
struct P {
  mutable int refs = 0;
  long x;
  explicit P(long v) : x(v) {}
  ~P() { std::printf("~P %ld\n", x); }
  void Retain() const { __atomic_fetch_add(&refs, 1, __ATOMIC_RELAXED); }
  void Release() const {
    if (__atomic_fetch_sub(&refs, 1, __ATOMIC_ACQ_REL) == 1)
      delete this;
  }
};
using PP = llvm::IntrusiveRefCntPtr<P>;
PP G;
__attribute__((noinline)) long run(const PP &h, long n) {
  PP local = h;
  long seen = 0;
  for (long i = 0; i < n; i++) {
    {
      PP c = local;
      seen += c->x;
    }
    seen += local->refs * 100;
  }
  return seen;
}
int main() {
  G = new P(1);
  std::printf("seen %ld\n", run(G, 10));
  std::printf("count %d\n", G->refs);
}
