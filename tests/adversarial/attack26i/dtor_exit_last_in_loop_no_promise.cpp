// dtor_exit_last_in_loop_no_promise.cpp - attack26i (intrusive_count, LLVM base, no destructors-return promise): the destructor calls exit(6); the last iteration drops the owner inside the copy's window, so the copy's release is the last and exits; the loop stores g_phase after that release, and an atexit handler prints it. Reasoning: exit happens before g_phase = 9: "atexit phase 8" (a hoisted pair would exit after the store: phase 9). Without the promise the pass must not hoist a release that may be the last.
// RUNS: 3
// OPTIONS:
// EXPECT: ~E
// EXPECT: atexit phase 8
// EXIT: 6
#include "common.h"
long g_phase = -1;
struct E : llvm::ThreadSafeRefCountedBase<E> {
  long x;
  explicit E(long v) : x(v) {}
  ~E() {
    std::printf("~E\n");
    std::fflush(stdout);
    std::exit(6);
  }
};
llvm::IntrusiveRefCntPtr<E> G;
static void drop_owner() { G = nullptr; }
static void at_end() { putnum("atexit phase", g_phase); }
__attribute__((noinline)) long run(E *raw, long n) {
  const long last = n - 1 + vk[0]; // not foldable: the last iteration is not split off
  long acc = 0;
  for (long i = 0; i < n; i++) {
    {
      llvm::IntrusiveRefCntPtr<E> c(raw);
      acc += c->x;
      if (i == last)
        call_hidden(drop_owner);
    }
    g_phase = i;
  }
  return acc;
}
int main() {
  G = new E(1);
  std::atexit(at_end);
  long acc = run(G.get(), 10);
  std::printf("acc %ld\n", acc);
}
