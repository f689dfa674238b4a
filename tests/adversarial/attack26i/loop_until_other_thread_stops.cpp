// loop_until_other_thread_stops.cpp - attack26i (intrusive_count, LLVM base, 2 threads): the loop copies local until another thread sets a relaxed stop flag (it never ends unless the other thread acts); the other thread sets it after 1000 of its own copies of G. Reasoning: after the join only G holds the object: count 1; ~N 4 at exit.
// RUNS: 20
// EXPECT: stopped
// EXPECT: count 1
// EXPECT: ~N 4
// EXIT: 0
#include "common.h"
NP G;
std::atomic<int> stop{0};
static void *stopper(void *) {
  long acc = 0;
  for (int i = 0; i < 1000; i++) {
    NP c = G;
    acc += c->x;
  }
  stop.store(1, std::memory_order_relaxed);
  return nullptr;
}
__attribute__((noinline)) long run(const NP &h) {
  NP local = h;
  long acc = 0;
  while (!stop.load(std::memory_order_relaxed)) {
    NP c = local;
    acc += c->x;
  }
  return acc;
}
int main() {
  G = new N(4);
  pthread_t t;
  pthread_create(&t, nullptr, stopper, nullptr);
  long acc = run(G);
  pthread_join(t, nullptr);
  std::printf("stopped\n");
  std::printf("count %u\n", G->UseCount() + unsigned(acc % 4));
}
