// active_counter_deletes_other.cpp - attack26i (intrusive_count): an "active users" counter at offset 0 of a Gate that is never deleted; enter() is fetch_add(1, relaxed), leave() is fetch_sub(1, acq_rel) == 1 -> delete of the gate's payload (a different object, loaded from gate + 8) and a store of null there. The payload is made again by the next enter(). Not a reference count of the gate: taking it for one would keep one payload for the whole loop. Reasoning: one payload per iteration, made and deleted in it: new 1, ~Pay 1, new 2, ~Pay 2, new 3, ~Pay 3.
// RUNS: 3
// EXPECT: new 1
// EXPECT: ~Pay 1
// EXPECT: new 2
// EXPECT: ~Pay 2
// EXPECT: new 3
// EXPECT: ~Pay 3
// EXPECT: made 3
// EXIT: 0
#include "common.h"
struct Pay {
  long id;
  explicit Pay(long i) : id(i) { std::printf("new %ld\n", id); }
  ~Pay() { std::printf("~Pay %ld\n", id); }
};
struct Gate {
  std::atomic<int> active{0};
  Pay *pay = nullptr;
  long made = 0;
  void enter() {
    active.fetch_add(1, std::memory_order_relaxed);
    if (!pay)
      pay = new Pay(++made);
  }
  void leave() {
    if (active.fetch_sub(1, std::memory_order_acq_rel) == 1) {
      delete pay;
      pay = nullptr;
    }
  }
};
__attribute__((noinline)) long run(Gate *g, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    g->enter();
    acc += g->pay->id;
    g->leave();
  }
  return acc;
}
int main() {
  Gate *g = new Gate;
  run(g, 3);
  std::printf("made %ld\n", g->made);
}
