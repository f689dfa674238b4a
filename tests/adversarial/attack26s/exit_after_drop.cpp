// exit_after_drop.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): exit() in the iteration after the copy's drop; a static destructor reads the count. The hoisted reference must be dropped before exit() (it is a way out of the loop). Reasoning: at exit g and local own the block (c was dropped, local is never destroyed because exit() does not unwind): 2.
// RUNS: 3
// EXPECT: at exit count 2
// EXIT: 3
#include <cstdio>
#include <cstdlib>
#include <memory>
struct T { long x; explicit T(long v):x(v){} ~T(){ std::printf("~T %ld\n", x);} };
std::shared_ptr<T> g;
struct Rep { ~Rep() { std::printf("at exit count %ld\n", g.use_count()); } } rep;
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n) {
  std::shared_ptr<T> local = h; long acc = 0;
  for (long i = 0; i < n; i++) {
    { std::shared_ptr<T> c = local; acc += c->x; }
    if (i == 3) std::exit(3);
  }
  return acc;
}
int main() { g = std::make_shared<T>(6); run(g, 10); }
