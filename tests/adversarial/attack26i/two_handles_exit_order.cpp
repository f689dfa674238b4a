// two_handles_exit_order.cpp - attack26i (intrusive_count, LLVM base): two objects copied each iteration (ca, then cb); a hidden call drops both owners inside the last iteration's windows, so both releases at the end of that iteration are the last: cb's first (reverse declaration order), then ca's. Reasoning: ~N 2, then ~N 1, then acc.
// RUNS: 3
// EXPECT: ~N 2
// EXPECT: ~N 1
// EXPECT: acc 30
// EXIT: 0
#include "common.h"
NP GA, GB;
static void drop_owners() {
  GA = nullptr;
  GB = nullptr;
}
__attribute__((noinline)) long run(N *a, N *b, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    NP ca(a);
    NP cb(b);
    acc += ca->x + cb->x;
    if (i == last)
      call_hidden(drop_owners);
  }
  return acc;
}
int main() {
  GA = new N(1);
  GB = new N(2);
  long acc = run(GA.get(), GB.get(), 10);
  std::printf("acc %ld\n", acc);
}
