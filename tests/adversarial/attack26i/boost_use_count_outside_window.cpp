// boost_use_count_outside_window.cpp - attack26i (intrusive_count, boost): use_count() read after the copy's drop, in the same iteration (an observer outside the window). Reasoning: G and local: 2 per iteration, 10 iterations: 20 (30 if a hoisted copy were counted).
// RUNS: 3
// EXPECT: seen 20 acc 40
// EXPECT: ~B 4
// EXIT: 0
#include "common.h"
BP G;
__attribute__((noinline)) long run(const BP &h, long n, long *seen) {
  BP local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      BP c = local;
      acc += c->x;
    }
    *seen += local->use_count();
  }
  return acc;
}
int main() {
  G = new B(4);
  long seen = 0;
  long acc = run(G, 10, &seen);
  std::printf("seen %ld acc %ld\n", seen, acc);
}
