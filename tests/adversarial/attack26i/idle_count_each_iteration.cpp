// idle_count_each_iteration.cpp - attack26i (intrusive_count; a zero-count path that does not always free): the last decrement counts an "idle" event in the object and deletes it only once it is closed. Nothing else holds it, so every iteration takes the count 0 -> 1 -> 0 and runs that path; nothing writes anything after the release (the window is empty). Reasoning: 10 idle events (1 if the pair were hoisted: one release, at the exit).
// RUNS: 3
// EXPECT: acc 60 idle 10
// EXIT: 0
#include "common.h"
struct I {
  std::atomic<int> refs{0};
  bool closed = false;
  long idle = 0;
  long x;
  explicit I(long v) : x(v) {}
  ~I() { std::printf("~I %ld\n", x); }
  void enter() { refs.fetch_add(1, std::memory_order_relaxed); }
  void leave() {
    if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1) {
      idle++;
      if (closed)
        delete this;
    }
  }
};
__attribute__((noinline)) long run(I *o, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    o->enter();
    acc += o->x;
    o->leave();
  }
  return acc;
}
int main() {
  I *o = new I(6);
  long acc = run(o, 10);
  std::printf("acc %ld idle %ld\n", acc, o->idle);
}
