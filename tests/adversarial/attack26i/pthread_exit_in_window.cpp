// pthread_exit_in_window.cpp - attack26i (intrusive_count, LLVM base, 2 threads): a worker's loop calls pthread_exit() in iteration 3 while its copy is alive; glibc's forced unwinding runs the destructors of c and local. Reasoning: after the join only G: count 1.
// RUNS: 20
// EXPECT: joined
// EXPECT: count 1
// EXPECT: ~N 5
// EXIT: 0
#include "common.h"
NP G;
__attribute__((noinline)) long run(const NP &h, long n) {
  const long k = vk[3]; // not a constant: no peeled iteration
  NP local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    NP c = local;
    acc += c->x;
    if (i == k)
      pthread_exit(nullptr);
  }
  return acc;
}
static void *worker(void *) {
  run(G, 10);
  return nullptr;
}
int main() {
  G = new N(5);
  pthread_t t;
  pthread_create(&t, nullptr, worker, nullptr);
  pthread_join(t, nullptr);
  std::printf("joined\n");
  std::printf("count %u\n", G->UseCount());
}
