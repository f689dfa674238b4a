// dtor_global_read_after_loop.cpp - attack26i (intrusive_count, LLVM base): the destructor increments g_deaths; the function reads g_deaths right after the loop. The last iteration drops the owner in its window, so the loop's release deletes. Reasoning: deaths 1 (the exit's release must come before the read after the loop).
// RUNS: 3
// EXPECT: ~N 3
// EXPECT: deaths 1 acc 30
// EXIT: 0
#include "common.h"
long g_deaths;
struct M : llvm::ThreadSafeRefCountedBase<M> {
  long x;
  explicit M(long v) : x(v) {}
  ~M() {
    g_deaths++;
    std::printf("~N %ld\n", x);
  }
};
llvm::IntrusiveRefCntPtr<M> G;
static void drop_owner() { G = nullptr; }
__attribute__((noinline)) long run(M *raw, long n, long *acc) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  for (long i = 0; i < n; i++) {
    llvm::IntrusiveRefCntPtr<M> c(raw);
    *acc += c->x;
    if (i == last)
      call_hidden(drop_owner);
  }
  return g_deaths;
}
int main() {
  G = new M(3);
  long acc = 0;
  long d = run(G.get(), 10, &acc);
  std::printf("deaths %ld acc %ld\n", d, acc);
}
