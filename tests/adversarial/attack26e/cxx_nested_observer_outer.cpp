// cxx_nested_observer_outer.cpp - H4's window in a loop nest: the copy is made in the inner loop
// (hoisted out of it: retain in the inner preheader, release at the inner exit), and the outer
// loop reads the count after the inner loop. Hoisting further, out of the outer loop, would put
// that read inside the hoisted reference: the source reads 1 every time, hoisted out of both
// loops 2. The inner loop runs 0 times on every third outer iteration (lazy hoisting).
// Correct output: "ones 30 acc 120", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const T *p, long j) { return (p != nullptr) + 0 * j; }
__attribute__((noinline)) long run(const std::shared_ptr<T> &h, long n, long *ones) {
  std::shared_ptr<T> local = h;
  long acc = 0, o = 0;
  for (long i = 0; i < n; i++) {
    long m = (i % 3 == 0) ? 0 : 6;
    for (long j = 0; j < m; j++) {
      std::shared_ptr<T> c = local;
      acc += use(c.get(), j);
    }
    o += local.use_count() == 2;
  }
  *ones = o;
  return acc;
}
int main() {
  auto p = std::make_shared<T>(1);
  long ones;
  long acc = run(p, 30, &ones);
  std::printf("ones %ld acc %ld\n", ones, acc);
  return 0;
}
