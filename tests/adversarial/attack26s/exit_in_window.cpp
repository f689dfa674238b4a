// exit_in_window.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): exit() while the copy is alive; a static destructor reads the count. The hoisted reference must NOT be dropped there. Reasoning: g, local and c own the block at exit: 3.
// RUNS: 3
// EXPECT: at exit count 3
// EXIT: 3
#include "common.h"
#include <csignal>
#include <exception>
#include <unistd.h>
struct Rep { ~Rep() { std::printf("at exit count %ld\n", g.use_count()); } } rep; static void setup() {}
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; if (i == 3) std::exit(3); }
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); setup(); std::printf("%ld\n", run(g, 10)); std::printf("end %ld\n", g.use_count()); }
