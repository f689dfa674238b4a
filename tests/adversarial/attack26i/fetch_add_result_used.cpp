// fetch_add_result_used.cpp - attack26i (intrusive_count, hand-written H): outside the copy's window the loop takes a reference with fetch_add(1, relaxed) and uses the old value, then gives it back with a relaxed fetch_sub (never the last: G and local hold it). That increment is an observer. Reasoning: old value 2 (G, local) per iteration, 10 iterations: 20 (30 if a hoisted copy were counted).
// RUNS: 3
// EXPECT: seen 20
// EXPECT: count 1
// EXPECT: ~H 3
// EXIT: 0
#include "common.h"
HP G;
__attribute__((noinline)) long run(const HP &h, long n) {
  HP local = h;
  long seen = 0, acc = 0;
  for (long i = 0; i < n; i++) {
    {
      HP c = local;
      acc += c->x;
    }
    seen += local->refs.fetch_add(1, std::memory_order_relaxed);
    local->refs.fetch_sub(1, std::memory_order_relaxed);
  }
  return seen + 0 * acc;
}
int main() {
  G = new H(3);
  std::printf("seen %ld\n", run(G, 10));
  std::printf("count %d\n", G->refs.load());
}
