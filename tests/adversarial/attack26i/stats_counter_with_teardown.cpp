// stats_counter_with_teardown.cpp - attack26i (intrusive_count): a counter at offset 0 that is a hit counter in the loop (fetch_add(1, relaxed), result unused, no decrement in the loop), and the same function ends with a deleting decrement of the same pointer (the teardown drops the creator's reference, hits started at 1). Reasoning: hits 1 + 10 = 11 printed before the teardown; the teardown's fetch_sub sees 11, no delete; the object leaks (never destroyed).
// RUNS: 3
// EXPECT: hits 11 acc 90
// EXPECT: after 10
// EXIT: 0
#include "common.h"
struct S {
  std::atomic<int> hits{1};
  long x;
  explicit S(long v) : x(v) {}
  ~S() { std::printf("~S %ld\n", x); }
};
__attribute__((noinline)) long run(S *s, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    s->hits.fetch_add(1, std::memory_order_relaxed);
    acc += s->x;
  }
  std::printf("hits %d acc %ld\n", s->hits.load(), acc);
  if (s->hits.fetch_sub(1, std::memory_order_acq_rel) == 1)
    delete s;
  return acc;
}
int main() {
  S *s = new S(9);
  run(s, 10);
  std::printf("after %d\n", s->hits.load());
}
