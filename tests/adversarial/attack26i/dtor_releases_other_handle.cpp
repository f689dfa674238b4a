// dtor_releases_other_handle.cpp - attack26i (intrusive_count, LLVM base): A owns an IntrusiveRefCntPtr to C; the loop copies both (ca of A, cc of C); the last iteration drops both owners in its window. At its end cc's release leaves C held by A, then ca's release deletes A, whose destructor prints and whose member release deletes C. Reasoning: ~A 1, ~N 2, acc.
// RUNS: 3
// EXPECT: ~A 1
// EXPECT: ~N 2
// EXPECT: acc 30
// EXIT: 0
#include "common.h"
struct A : llvm::ThreadSafeRefCountedBase<A> {
  long x;
  NP child;
  A(long v, N *c) : x(v), child(c) {}
  ~A() { std::printf("~A %ld\n", x); }
};
llvm::IntrusiveRefCntPtr<A> GA;
NP GC;
static void drop_owners() {
  GA = nullptr;
  GC = nullptr;
}
__attribute__((noinline)) long run(A *a, N *c, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    llvm::IntrusiveRefCntPtr<A> ca(a);
    NP cc(c);
    acc += ca->x + cc->x;
    if (i == last)
      call_hidden(drop_owners);
  }
  return acc;
}
int main() {
  GC = new N(2);
  GA = new A(1, GC.get());
  long acc = run(GA.get(), GC.get(), 10);
  std::printf("acc %ld\n", acc);
}
