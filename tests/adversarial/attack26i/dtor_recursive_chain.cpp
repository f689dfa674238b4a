// dtor_recursive_chain.cpp - attack26i (intrusive_count, LLVM base): a chain of three nodes, each owning the next through an IntrusiveRefCntPtr member (the destructor releases the next node, recursively); the loop copies the head; the last iteration drops the owner of the head in its window. Reasoning: the head's last release destroys 1, then 2, then 3 (each body prints before its member is released).
// RUNS: 3
// EXPECT: ~C 1
// EXPECT: ~C 2
// EXPECT: ~C 3
// EXPECT: acc 10
// EXIT: 0
#include "common.h"
struct C : llvm::ThreadSafeRefCountedBase<C> {
  long x;
  llvm::IntrusiveRefCntPtr<C> next;
  C(long v, C *n) : x(v), next(n) {}
  ~C() { std::printf("~C %ld\n", x); }
};
llvm::IntrusiveRefCntPtr<C> G;
static void drop_owner() { G = nullptr; }
__attribute__((noinline)) long run(C *raw, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    llvm::IntrusiveRefCntPtr<C> c(raw);
    acc += c->x;
    if (i == last)
      call_hidden(drop_owner);
  }
  return acc;
}
int main() {
  G = new C(1, new C(2, new C(3, nullptr)));
  long acc = run(G.get(), 10);
  std::printf("acc %ld\n", acc);
}
