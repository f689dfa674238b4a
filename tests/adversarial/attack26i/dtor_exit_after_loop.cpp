// dtor_exit_after_loop.cpp - attack26i (intrusive_count, LLVM base): the destructor prints and calls exit(5); the owner G is dropped by a hidden call in the last iteration's window, but local still holds the object, so no release in the loop is the last; local's release after the loop runs the destructor. Reasoning: "~E 1" then exit 5, "acc" never printed.
// RUNS: 3
// EXPECT: ~E 1
// EXIT: 5
#include "common.h"
struct E : llvm::ThreadSafeRefCountedBase<E> {
  long x;
  explicit E(long v) : x(v) {}
  ~E() {
    std::printf("~E %ld\n", x);
    std::exit(5);
  }
};
llvm::IntrusiveRefCntPtr<E> G;
static void drop_owner() { G = nullptr; }
__attribute__((noinline)) long run(E *raw, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  llvm::IntrusiveRefCntPtr<E> local(raw);
  long acc = 0;
  for (long i = 0; i < n; i++) {
    llvm::IntrusiveRefCntPtr<E> c = local;
    acc += c->x;
    if (i == last)
      call_hidden(drop_owner);
  }
  return acc;
}
int main() {
  G = new E(1);
  long acc = run(G.get(), 10);
  std::printf("acc %ld\n", acc);
}
