// recycle_flag_in_window.cpp - attack26i (intrusive_count; object recycling): the last decrement puts the object back into a one-slot pool when its `pooled` field (object + 4) says so, and deletes it otherwise. Nothing else holds it (0 -> 1 -> 0 every iteration, pooled set). After the last iteration's release the loop takes it back out of the pool and clears `pooled` (the object is alive: it is in the pool, so this is no use after free). Reasoning: every release pools it; the last one too, so nothing is deleted in the loop; main then finds pooled 0 and the pool empty and deletes it itself: "pool 0", "~P 5". A hoisted pair would release at the exit, see pooled 0 and delete it there (a ~P line before "acc", then a double delete in main: the program no longer says the same).
// RUNS: 3
// EXPECT: acc 50
// EXPECT: pool 0
// EXPECT: ~P 5
// EXIT: 0
#include "common.h"
struct P;
P *g_pool;
struct P {
  std::atomic<int> refs{0};
  bool pooled = true;
  long x;
  explicit P(long v) : x(v) {}
  ~P() { std::printf("~P %ld\n", x); }
  void enter() { refs.fetch_add(1, std::memory_order_relaxed); }
  void leave() {
    if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1) {
      if (pooled)
        g_pool = this;
      else
        delete this;
    }
  }
};
__attribute__((noinline)) long run(P *p, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    p->enter();
    acc += p->x;
    p->leave();
    if (i == last) {
      g_pool = nullptr;
      p->pooled = false;
    }
  }
  return acc;
}
int main() {
  P *p = new P(5);
  long acc = run(p, 10);
  std::printf("acc %ld\n", acc);
  std::printf("pool %d\n", g_pool != nullptr);
  if (!g_pool && !p->pooled)
    delete p;
}
