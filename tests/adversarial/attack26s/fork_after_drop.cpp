// fork_after_drop.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): fork() after the drop, the child reads the count. Reasoning: g, local: 2. (Refused: H4, fflush.)
// RUNS: 3
// EXPECT: child 2
// EXPECT: 60
// EXPECT: ~T 6
// EXIT: 0
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <unistd.h>
#include <sys/wait.h>
struct T { long x; explicit T(long v):x(v){} ~T(){ std::printf("~T %ld\n", x);} };
std::shared_ptr<T> g;
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; }
    if (i == 3) { std::fflush(stdout); pid_t p = fork(); if (p == 0) { std::printf("child %ld\n", g.use_count()); std::fflush(stdout); _exit(0);} waitpid(p, nullptr, 0); }
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); std::printf("%ld\n", run(g, 10)); }
