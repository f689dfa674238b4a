// deleter_two_blocks.cpp - attack26s (libstdc++ std::shared_ptr, profile libstdcxx_shared_ptr): custom deleters that print; an aliasing shared_ptr of a second block pointing into the first element. Reasoning: 10*(1+1) = 20; each deleter runs at its reset.
// RUNS: 3
// EXPECT: r 20 1 1
// EXPECT: deleter 1
// EXPECT: a reset
// EXPECT: deleter 2
// EXPECT: b reset
// EXIT: 0
#include <cstdio>
#include <memory>
struct D { void operator()(long *p) const { std::printf("deleter %ld\n", *p); delete p; } };
__attribute__((noinline)) long run(const std::shared_ptr<long> &h, const std::shared_ptr<long> &h2, long n) {
  std::shared_ptr<long> local = h; long acc = 0;
  for (long i = 0; i < n; i++) { std::shared_ptr<long> c = local; std::shared_ptr<long> e(h2, c.get()); acc += *c + *e; }
  return acc;
}
int main() {
  std::shared_ptr<long> a(new long(1), D()), b(new long(2), D());
  long r = run(a, b, 10);
  std::printf("r %ld %ld %ld\n", r, a.use_count(), b.use_count());
  a.reset(); std::printf("a reset\n"); b.reset(); std::printf("b reset\n");
}
