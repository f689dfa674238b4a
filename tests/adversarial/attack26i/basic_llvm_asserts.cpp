// basic_llvm_asserts.cpp - attack26i (intrusive_count, LLVM ThreadSafeRefCountedBase without NDEBUG): Release() asserts the new count >= 0 and the base's destructor asserts the count is 0 (a seq_cst load of the object in the deleting code); the loop's copies of a local, and the last owner dropped inside the last iteration's window by a hidden call, so the loop's release deletes. Reasoning: the object dies in iteration 9 at c's release; ~N prints before run() returns.
// RUNS: 3
// CFLAGS: -DWITH_ASSERTS
// EXPECT: ~N 4
// EXPECT: acc 40
// EXIT: 0
#include "common.h"
NP G;
static void drop_owner() { G = nullptr; }
__attribute__((noinline)) long run(N *raw, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    NP c(raw);
    acc += c->x;
    if (i == last)
      call_hidden(drop_owner);
  }
  return acc;
}
int main() {
  G = new N(4);
  long acc = run(G.get(), 10);
  std::printf("acc %ld\n", acc);
}
