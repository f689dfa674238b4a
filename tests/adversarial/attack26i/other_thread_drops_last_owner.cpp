// other_thread_drops_last_owner.cpp - attack26i (intrusive_count, LLVM base, 2 threads): a worker copies a borrowed raw pointer every iteration; inside the last iteration's window it asks main to drop the owner G and waits for it, so its own release is the last and the destructor runs on the worker, before it prints. Reasoning: ~N 1, then worker acc 10, then done.
// RUNS: 20
// EXPECT: ~N 1
// EXPECT: worker acc 10
// EXPECT: done
// EXIT: 0
#include "common.h"
NP G;
std::atomic<int> phase{0};
__attribute__((noinline)) long run(N *raw, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    NP c(raw);
    acc += c->x;
    if (i == last) {
      phase.store(1, std::memory_order_release);
      while (phase.load(std::memory_order_acquire) != 2)
        ;
    }
  }
  return acc;
}
static void *worker(void *a) {
  long acc = run(static_cast<N *>(a), 10);
  std::printf("worker acc %ld\n", acc);
  return nullptr;
}
int main() {
  G = new N(1);
  pthread_t t;
  pthread_create(&t, nullptr, worker, G.get());
  while (phase.load(std::memory_order_acquire) != 1)
    ;
  G = nullptr;
  phase.store(2, std::memory_order_release);
  pthread_join(t, nullptr);
  std::printf("done\n");
}
