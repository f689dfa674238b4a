// single_lock_policy.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): std::__shared_ptr<T, _S_single>: plain counts without the flag. Reasoning: 60, count 1.
// RUNS: 3
// EXPECT: 60 count 1
// EXPECT: ~T 6
// EXIT: 0
#include <cstdio>
#include <memory>
struct T { long x; explicit T(long v):x(v){} ~T(){ std::printf("~T %ld\n", x);} };
using SP = std::__shared_ptr<T, __gnu_cxx::_S_single>;
__attribute__((noinline)) long run(const SP &h, long n) {
  SP local = h; long acc = 0;
  for (long i = 0; i < n; i++) { SP c = local; acc += c->x; }
  return acc;
}
int main() {
  SP p = std::__make_shared<T, __gnu_cxx::_S_single>(6);
  std::printf("%ld count %ld\n", run(p, 10), p.use_count());
}
