// quick_exit_in_window.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): quick_exit() while the copy is alive; at_quick_exit handler reads the count. Reasoning: g, local, c: 3, status 5.
// RUNS: 3
// EXPECT: quick count 3
// EXIT: 5
#include "common.h"
#include <csignal>
#include <exception>
#include <unistd.h>
extern "C" void onq() { std::printf("quick count %ld\n", g.use_count()); std::fflush(stdout); } static void setup() { at_quick_exit(onq);} 
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; if (i == 3) std::quick_exit(5); }
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); setup(); std::printf("%ld\n", run(g, 10)); std::printf("end %ld\n", g.use_count()); }
