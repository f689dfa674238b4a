// bytes_read_llvm_count.cpp - attack26i (intrusive_count, LLVM ThreadSafeRefCountedBase): the object's first byte (the low byte of RefCount, the base at offset 0) read through an unsigned char pointer outside the copy's window, one thread (no race). Reasoning: G and local: 2 per iteration, 10 iterations: 20 (30 if a hoisted copy were counted).
// RUNS: 3
// EXPECT: seen 20 acc 50
// EXPECT: ~N 5
// EXIT: 0
#include "common.h"
NP G;
__attribute__((noinline)) long run(const NP &h, long n, long *acc) {
  NP local = h;
  long seen = 0;
  for (long i = 0; i < n; i++) {
    {
      NP c = local;
      *acc += c->x;
    }
    const unsigned char *b = reinterpret_cast<const unsigned char *>(local.get());
    seen += b[0];
  }
  return seen;
}
int main() {
  G = new N(5);
  long acc = 0;
  long seen = run(G, 10, &acc);
  std::printf("seen %ld acc %ld\n", seen, acc);
}
