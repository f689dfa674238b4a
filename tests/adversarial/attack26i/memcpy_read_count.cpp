// memcpy_read_count.cpp - attack26i (intrusive_count, hand-written count): a plain int count changed only with __atomic builtins, read outside the copy's window by memcpy of the object's first 4 bytes into an int (one thread: no race; the int at offset 0 of a standard-layout object). Reasoning: G and local: 2 each iteration, 10 iterations: 20. Hoisted it would read 3 (30).
// RUNS: 3
// EXPECT: seen 20
// EXPECT: ~P 2
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
  long seen = 0, acc = 0;
  for (long i = 0; i < n; i++) {
    {
      PP c = local;
      acc += c->x;
    }
    int v;
    std::memcpy(&v, static_cast<const void *>(local.get()), sizeof v);
    seen += v;
  }
  return seen + acc * 0;
}
int main() {
  G = new P(2);
  std::printf("seen %ld\n", run(G, 10));
}
