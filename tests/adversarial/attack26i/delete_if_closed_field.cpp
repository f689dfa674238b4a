// delete_if_closed_field.cpp - attack26i (intrusive_count): a count whose last decrement deletes the object only when its `closed` field (object + 4) is set: leave() is fetch_sub(1, acq_rel) == 1 && closed -> delete this. The loop enters and leaves (the count goes 0 -> 1 -> 0 every iteration: nothing else holds it), and sets closed after the last leave, in the last iteration. Reasoning: the last leave sees closed false, nothing is deleted; the gate leaks: no ~G line. A hoisted pair would leave at the loop's exit, see closed true and delete (a ~G line).
// RUNS: 3
// EXPECT: acc 20 closed 1
// EXIT: 0
#include "common.h"
struct G2 {
  std::atomic<int> refs{0};
  bool closed = false;
  long x;
  explicit G2(long v) : x(v) {}
  ~G2() { std::printf("~G %ld\n", x); }
  void enter() { refs.fetch_add(1, std::memory_order_relaxed); }
  void leave() {
    if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1 && closed)
      delete this;
  }
};
__attribute__((noinline)) long run(G2 *g, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    g->enter();
    acc += g->x;
    g->leave();
    if (i == last)
      g->closed = true;
  }
  return acc;
}
int main() {
  G2 *g = new G2(2);
  long acc = run(g, 10);
  std::printf("acc %ld closed %d\n", acc, (int)g->closed);
}
