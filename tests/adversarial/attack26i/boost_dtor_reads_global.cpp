// boost_dtor_reads_global.cpp - attack26i (intrusive_count, boost, one thread): as dtor_reads_global_written_after_drop with boost::intrusive_ptr: the destructor prints g_phase, the loop writes it after the copy's release, the last iteration drops the owner in its window. Reasoning: ~B phase 8, then acc.
// RUNS: 3
// EXPECT: ~B phase 8
// EXPECT: acc 40 phase 9
// EXIT: 0
// PASS-EXPECT: ~B phase 9
// PASS-EXPECT: acc 40 phase 9
// DOCUMENTED: docs/differences.md item 1 (a destructor moved to the exit reads the state there)
#include "common.h"
long g_phase = -1;
struct BB : boost::intrusive_ref_counter<BB, boost::thread_safe_counter> {
  long x;
  explicit BB(long v) : x(v) {}
  ~BB() { std::printf("~B phase %ld\n", g_phase); }
};
boost::intrusive_ptr<BB> G;
static void drop_owner() { G = nullptr; }
__attribute__((noinline)) long run(BB *raw, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      boost::intrusive_ptr<BB> c(raw);
      acc += c->x;
      if (i == last)
        call_hidden(drop_owner);
    }
    g_phase = i;
  }
  return acc;
}
int main() {
  G = new BB(4);
  long acc = run(G.get(), 10);
  std::printf("acc %ld phase %ld\n", acc, g_phase);
}
