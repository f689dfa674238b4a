// idle_generations.cpp - attack26i (intrusive_count; an object that dies after its third idle period): the last decrement increments `idle` and deletes the object when it reaches 3. Nothing else holds it; the loop enters and leaves 3 times, so the third release deletes it; nothing runs after the release in any iteration. Reasoning: "~D 3" then "acc 21". A hoisted pair releases once at the exit (idle 1): no delete, a leak, no ~D line.
// RUNS: 3
// EXPECT: ~D 3
// EXPECT: acc 21
// EXIT: 0
#include "common.h"
struct D {
  std::atomic<int> refs{0};
  int idle = 0;
  long x;
  explicit D(long v) : x(v) {}
  ~D() { std::printf("~D %d\n", idle); }
  void enter() { refs.fetch_add(1, std::memory_order_relaxed); }
  void leave() {
    if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1) {
      if (++idle == 3)
        delete this;
    }
  }
};
__attribute__((noinline)) long run(D *o, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    o->enter();
    acc += o->x;
    o->leave();
  }
  return acc;
}
int main() {
  D *o = new D(7);
  long acc = run(o, vk[3]);
  std::printf("acc %ld\n", acc);
}
