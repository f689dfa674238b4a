// delete_if_closing_global.cpp - attack26i (intrusive_count, destructor using globals): the last decrement deletes only while the global g_closing is set (a constant address in IR, allowed in copied deleting code); the loop sets g_closing after its last release, in the last iteration. Nothing else holds the object (0 -> 1 -> 0 each iteration). Reasoning: the last release sees g_closing 0: no delete, leak, no ~K line (a hoisted pair would delete at the exit).
// RUNS: 3
// EXPECT: acc 30 closing 1
// EXIT: 0
#include "common.h"
int g_closing;
struct K {
  std::atomic<int> refs{0};
  long x;
  explicit K(long v) : x(v) {}
  ~K() { std::printf("~K %ld\n", x); }
  void Retain() const { const_cast<K *>(this)->refs.fetch_add(1, std::memory_order_relaxed); }
  void Release() const {
    if (const_cast<K *>(this)->refs.fetch_sub(1, std::memory_order_acq_rel) == 1 && g_closing)
      delete this;
  }
};
using KP = llvm::IntrusiveRefCntPtr<K>;
__attribute__((noinline)) long run(K *raw, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      KP c(raw);
      acc += c->x;
    }
    if (i == last)
      g_closing = 1;
  }
  return acc;
}
int main() {
  K *k = new K(3);
  long acc = run(k, 10);
  std::printf("acc %ld closing %d\n", acc, g_closing);
}
