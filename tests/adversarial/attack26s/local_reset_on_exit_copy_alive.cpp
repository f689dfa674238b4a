// local_reset_on_exit_copy_alive.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): the local is reset on the exit path while the iteration's copy is alive: the copy's drop is then the last and must run where the source runs it (after the print). Reasoning: 'after reset, c alive', then ~T 6 at the break, then 'after loop', 36.
// RUNS: 3
// EXPECT: after reset, c alive
// EXPECT: ~T 6
// EXPECT: after loop
// EXPECT: 36
// EXIT: 0
#include "common.h"
__attribute__((noinline)) long run(std::shared_ptr<T> local, long n) {
  long acc = 0;
  for (long i = 0;; i++) {
    std::shared_ptr<T> c = local;
    acc += c->x;
    if (i == n) { local.reset(); std::printf("after reset, c alive\n"); break; }
  }
  std::printf("after loop\n");
  return acc;
}
int main() { std::printf("%ld\n", run(std::make_shared<T>(6), 5)); }
