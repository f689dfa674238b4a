// abort_handler_in_window.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): abort() while the copy is alive, SIGABRT handler reads the count. Reasoning: g, local, c: 3.
// RUNS: 3
// EXPECT: abort count 3
// EXIT: 7
#include "common.h"
#include <csignal>
#include <exception>
#include <unistd.h>
extern "C" void onabrt(int) { char b[64]; int k = snprintf(b, 64, "abort count %ld\n", g.use_count()); write(1, b, k); _exit(7);} static void setup() { signal(SIGABRT, onabrt);} 
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; if (i == 3) std::abort(); }
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); setup(); std::printf("%ld\n", run(g, 10)); std::printf("end %ld\n", g.use_count()); }
