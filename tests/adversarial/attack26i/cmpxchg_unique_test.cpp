// cmpxchg_unique_test.cpp - attack26i (intrusive_count, hand-written H): outside the copy's window the loop asks "does exactly G and local hold it?" with compare_exchange_strong(2 -> 2), an observer of the count that is neither a load nor an increment. Reasoning: true in each of the 10 iterations (false in all if a hoisted copy were counted).
// RUNS: 3
// EXPECT: two 10 acc 80
// EXPECT: ~H 8
// EXIT: 0
#include "common.h"
HP G;
__attribute__((noinline)) long run(const HP &h, long n, long *acc) {
  HP local = h;
  long two = 0;
  for (long i = 0; i < n; i++) {
    {
      HP c = local;
      *acc += c->x;
    }
    int e = 2;
    if (local->refs.compare_exchange_strong(e, 2, std::memory_order_acq_rel))
      two++;
  }
  return two;
}
int main() {
  G = new H(8);
  long acc = 0;
  long two = run(G, 10, &acc);
  std::printf("two %ld acc %ld\n", two, acc);
}
