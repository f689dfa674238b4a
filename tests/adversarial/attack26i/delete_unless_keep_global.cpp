// delete_unless_keep_global.cpp - attack26i (intrusive_count; the converse of delete_if_closed_field): the last decrement deletes the object unless keep_it() (a noinline reader of the global g_keep) says to keep it. Nothing else holds the object (0 -> 1 -> 0 every iteration); g_keep is 1 except inside the last iteration's window, where the loop clears it, and the loop sets it again after that release. Reasoning: only the last iteration's release sees g_keep 0 and deletes: "~K 4" before "acc". A hoisted pair would release at the exit, see g_keep 1, and leak (no ~K line).
// RUNS: 3
// EXPECT: ~K 4
// EXPECT: acc 40 keep 1
// EXIT: 0
#include "common.h"
int g_keep = 1;
__attribute__((noinline)) static bool keep_it() { return g_keep != 0; }
struct K {
  std::atomic<int> refs{0};
  long x;
  explicit K(long v) : x(v) {}
  ~K() { std::printf("~K %ld\n", x); }
  void enter() { refs.fetch_add(1, std::memory_order_relaxed); }
  void leave() {
    if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1) {
      if (!keep_it())
        delete this;
    }
  }
};
__attribute__((noinline)) long run(K *k, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    k->enter();
    acc += k->x;
    if (i == last)
      g_keep = 0;
    k->leave();
    g_keep = 1;
  }
  return acc;
}
int main() {
  K *k = new K(4);
  long acc = run(k, 10);
  std::printf("acc %ld keep %d\n", acc, g_keep);
}
