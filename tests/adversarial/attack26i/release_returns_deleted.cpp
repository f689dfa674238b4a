// release_returns_deleted.cpp - attack26i (intrusive_count, hand-written count): release() returns whether it deleted, and the loop counts deletions, so the rejoin after the deleting branch carries a value the loop uses. The owner (a global raw reference) is dropped by a hidden call inside the last iteration's window, so that iteration's release deletes. Reasoning: "~D 5" at the release of iteration 9, then deaths 1 (a hoisted pair would print deaths 0, ~D after the loop).
// RUNS: 3
// EXPECT: ~D 5
// EXPECT: deaths 1 acc 50
// EXIT: 0
#include "common.h"
struct D {
  std::atomic<int> refs{1};
  long x;
  explicit D(long v) : x(v) {}
  ~D() { std::printf("~D %ld\n", x); }
  void retain() { refs.fetch_add(1, std::memory_order_relaxed); }
  bool release() {
    if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1) {
      delete this;
      return true;
    }
    return false;
  }
};
D *G;
static void drop_owner() { G->release(); }
__attribute__((noinline)) long run(D *p, long n, long *acc) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long deaths = 0;
  for (long i = 0; i < n; i++) {
    p->retain();
    *acc += p->x;
    if (i == last)
      call_hidden(drop_owner);
    deaths += p->release();
  }
  return deaths;
}
int main() {
  G = new D(5);
  long acc = 0;
  long deaths = run(G, 10, &acc);
  std::printf("deaths %ld acc %ld\n", deaths, acc);
}
