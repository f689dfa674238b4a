// callee_exit_in_window.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): exit() in a visible noinline callee while the copy is alive. Reasoning: g, local, c: 3, exit status 4.
// RUNS: 3
// EXPECT: at exit count 3
// EXIT: 4
#include "common.h"
#include <csignal>
#include <exception>
#include <unistd.h>
struct Rep { ~Rep() { std::printf("at exit count %ld\n", g.use_count()); } } rep; static void setup() {}
__attribute__((noinline)) void die() { std::exit(4); }
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; if (i == 3) die(); }
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); setup(); std::printf("%ld\n", run(g, 10)); std::printf("end %ld\n", g.use_count()); }
