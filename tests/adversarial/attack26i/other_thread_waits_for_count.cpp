// other_thread_waits_for_count.cpp - attack26i (intrusive_count, LLVM base, 2 threads): thread W waits until UseCount() is 2 (G and main's local, no copy outstanding) and then raises a flag; main's loop copies local and, in iteration 5, after the copy's drop, waits for the flag. In the source the count is 2 while main waits, so W sees it and the program ends. With a hoisted copy the count would stay 3 in the loop: a hang.
// RUNS: 20
// EXPECT: acc 30
// EXPECT: count 1
// EXPECT: ~N 3
// EXIT: 0
#include "common.h"
NP G;
std::atomic<int> flag{0};
static void *watcher(void *a) {
  N *o = static_cast<N *>(a);
  while (o->UseCount() != 2)
    ;
  flag.store(1, std::memory_order_release);
  return nullptr;
}
__attribute__((noinline)) long run(const NP &h, long n) {
  const long k = vk[5]; // not a constant: no peeled iteration
  NP local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      NP c = local;
      acc += c->x;
    }
    if (i == k)
      while (!flag.load(std::memory_order_acquire))
        ;
  }
  return acc;
}
int main() {
  G = new N(3);
  pthread_t t;
  pthread_create(&t, nullptr, watcher, G.get());
  long acc = run(G, 10);
  pthread_join(t, nullptr);
  std::printf("acc %ld\n", acc);
  std::printf("count %u\n", G->UseCount());
}
