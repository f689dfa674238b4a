// terminate_handler.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): a noexcept callee throws after the drop: std::terminate runs a handler that reads the count. Reasoning: g, local: 2; the handler _exit(9)s. (The pass refuses: H4, the callee may read the count.)
// CFLAGS: -Wno-exceptions
// RUNS: 3
// EXPECT: terminate count 2
// EXIT: 9
#include "common.h"
#include <csignal>
#include <exception>
#include <unistd.h>
static void onterm() { std::printf("terminate count %ld\n", g.use_count()); std::fflush(stdout); _exit(9);} static void setup() { std::set_terminate(onterm);} 
__attribute__((noinline)) void boom(long i) noexcept { if (i == 3) throw 1; }
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; } if (i == 3) boom(i);
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); setup(); std::printf("%ld\n", run(g, 10)); std::printf("end %ld\n", g.use_count()); }
