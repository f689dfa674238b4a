// dtor_observes_other_handle.cpp - attack26i (intrusive_count, LLVM base; destructors that see each other): A's destructor prints the count of B (A keeps a raw pointer to B, which outlives it). The loop copies cb of B, then ca of A; the last iteration drops A's owner in its window, so at its end ca's release (first: reverse order) deletes A while cb still holds B. Reasoning: ~A sees GB and cb: "~A B 2"; then acc; B dies at exit.
// RUNS: 3
// EXPECT: ~A B 2
// EXPECT: acc 30
// EXPECT: ~N 2
// EXIT: 0
#include "common.h"
struct A : llvm::ThreadSafeRefCountedBase<A> {
  long x;
  N *b;
  A(long v, N *bb) : x(v), b(bb) {}
  ~A() { std::printf("~A B %u\n", b->UseCount()); }
};
llvm::IntrusiveRefCntPtr<A> GA;
NP GB;
static void drop_a() { GA = nullptr; }
__attribute__((noinline)) long run(A *a, N *b, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    NP cb(b);
    llvm::IntrusiveRefCntPtr<A> ca(a);
    acc += ca->x + cb->x;
    if (i == last)
      call_hidden(drop_a);
  }
  return acc;
}
int main() {
  GB = new N(2);
  GA = new A(1, GB.get());
  long acc = run(GA.get(), GB.get(), 10);
  std::printf("acc %ld\n", acc);
}
