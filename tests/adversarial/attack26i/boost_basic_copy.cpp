// boost_basic_copy.cpp - attack26i (intrusive_count, boost::intrusive_ref_counter<thread_safe_counter>): acq_rel increment and add -1 decrement; a copy of a local intrusive_ptr per iteration with use_count() inside the window. Reasoning: G, local, c: 3 per iteration: 30; after run() 1.
// RUNS: 3
// EXPECT: seen 30 acc 40
// EXPECT: count 1
// EXPECT: ~B 4
// EXIT: 0
#include "common.h"
BP G;
__attribute__((noinline)) long run(const BP &h, long n, long *seen) {
  BP local = h;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    BP c = local;
    acc += c->x;
    *seen += c->use_count();
  }
  return acc;
}
int main() {
  G = new B(4);
  long seen = 0;
  long acc = run(G, 10, &seen);
  std::printf("seen %ld acc %ld\n", seen, acc);
  std::printf("count %u\n", G->use_count());
}
