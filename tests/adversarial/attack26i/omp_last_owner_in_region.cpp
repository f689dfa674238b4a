// omp_last_owner_in_region.cpp - attack26i (intrusive_count, LLVM base, OpenMP, 2 threads): a parallel for (static: thread 0 runs 0..49, thread 1 runs 50..99) copies a borrowed raw pointer; in iteration 99, inside its copy's window, thread 1 waits until thread 0 has finished its chunk (an acquire handshake) and then drops the owner G by a hidden call, so its copy's release is the last and deletes. Reasoning: ~N 1 once, then acc 100.
// RUNS: 20
// EXPECT: ~N 1
// EXPECT: acc 100
// EXIT: 0
#include "common.h"
extern "C" int omp_get_thread_num(void);
NP G;
std::atomic<int> done_chunks{0};
static void drop_owner() { G = nullptr; }
__attribute__((noinline)) long run(N *raw, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
#pragma omp parallel num_threads(2) reduction(+ : acc)
  {
#pragma omp for schedule(static) nowait
    for (long i = 0; i < n; i++) {
      NP c(raw);
      acc += c->x;
      if (i == last) {
        while (done_chunks.load(std::memory_order_acquire) != 1)
          ;
        call_hidden(drop_owner);
      }
    }
    if (omp_get_thread_num() == 0)
      done_chunks.fetch_add(1, std::memory_order_release);
  }
  return acc;
}
int main() {
  G = new N(1);
  long acc = run(G.get(), 100);
  std::printf("acc %ld\n", acc);
}
