// fork_in_window.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): fork() while the copy is alive; the child reads the count from its copy of memory. Reasoning: the child sees g, local, c: 3; the parent returns 60, count 1 at the end.
// RUNS: 3
// EXPECT: child 3
// EXPECT: 60
// EXPECT: end count 1
// EXPECT: ~T 6
// EXIT: 0
#include "common.h"
#include <unistd.h>
#include <sys/wait.h>

__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; if (i == 3) { std::fflush(stdout); pid_t p = fork(); if (p == 0) { std::printf("child %ld\n", g.use_count()); std::fflush(stdout); _exit(0);} waitpid(p, nullptr, 0);} }
  }
  return acc;
}
int main() {
  g = std::make_shared<T>(6);
  std::printf("%ld\n", run(g, 10));
  std::printf("end count %ld\n", g.use_count());
}
