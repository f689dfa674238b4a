// first_thread_in_loop.cpp - attack26i (intrusive_count, LLVM base): the process's first thread is started inside the loop (iteration 0, inside the copy's window) and copies the object 100000 times; it is joined inside the last iteration's window. Reasoning: every copy is dropped; after run() only G: count 1; thread acc 100000 * 2.
// RUNS: 20
// EXPECT: acc 20 thread 200000
// EXPECT: count 1
// EXPECT: ~N 2
// EXIT: 0
#include "common.h"
NP G;
long thread_acc;
static void *copier(void *a) {
  N *o = static_cast<N *>(a);
  for (int i = 0; i < 100000; i++) {
    NP c(o);
    thread_acc += c->x;
  }
  return nullptr;
}
__attribute__((noinline)) long run(const NP &h, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  const long k = vk[0]; // not a constant: no peeled iteration
  NP local = h;
  long acc = 0;
  pthread_t t;
  for (long i = 0; i < n; i++) {
    NP c = local;
    acc += c->x;
    if (i == k)
      pthread_create(&t, nullptr, copier, c.get());
    if (i == last)
      pthread_join(t, nullptr);
  }
  return acc;
}
int main() {
  G = new N(2);
  long acc = run(G, 10);
  std::printf("acc %ld thread %ld\n", acc, thread_acc);
  std::printf("count %u\n", G->UseCount());
}
