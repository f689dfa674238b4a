// deleting_code_uses_loop_value.cpp - attack26i (intrusive_count, hand-written): release(tag) prints its tag in the deleting branch; the tag is g_mode read in the iteration before the release, and the loop changes g_mode after the release. The last iteration drops the owner in its window. Reasoning: the deleting branch runs in iteration 9 with the tag read then (g_mode = 8 * 3 = 24): "~T tag 24"; after the loop g_mode = 27.
// RUNS: 3
// EXPECT: ~T tag 24
// EXPECT: acc 10 mode 27
// EXIT: 0
#include "common.h"
long g_mode = 0;
struct T {
  std::atomic<int> refs{1};
  long x = 1;
  void retain() { refs.fetch_add(1, std::memory_order_relaxed); }
  void release(long tag) {
    if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1) {
      std::printf("~T tag %ld\n", tag);
      delete this;
    }
  }
};
T *G;
static void drop_owner() { G->release(-1); }
__attribute__((noinline)) long run(T *p, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    long tag = g_mode;
    p->retain();
    acc += p->x;
    if (i == last)
      call_hidden(drop_owner);
    p->release(tag);
    g_mode = i * 3;
  }
  return acc;
}
int main() {
  G = new T;
  long acc = run(G, 10);
  std::printf("acc %ld mode %ld\n", acc, g_mode);
}
