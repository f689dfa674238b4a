// cxx_aliasing_two_blocks.cpp - trap 9: two shared_ptrs with the SAME element pointer and
// DIFFERENT control blocks (aliasing constructor over two owners). The loop copies x, then
// assigns y into the copy (x's block down, y's up), and drops it: per block +1 -1, per element
// pointer +2 -2. Grouped by element, or paired across blocks, one owner dies early.
// Correct output: "acc ...", "A 2 B 2", "~T 1" after "drop A", "~T 2" after "drop B", exit 0.
#include <cstdio>
#include <memory>
struct T {
  long x;
  explicit T(long v) : x(v) {}
  ~T() { std::printf("~T %ld\n", x); }
};
static long shared_value = 5;
// use() reads no memory (memory(none)): the pass takes a call that may read the object for a count reader (H4).
__attribute__((noinline, const)) long use(const long *p) { return p != nullptr; }
__attribute__((noinline)) long run(const std::shared_ptr<long> &x0, const std::shared_ptr<long> &y0,
                                   long n) {
  std::shared_ptr<long> x = x0, y = y0;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<long> c = x;
    acc += use(c.get());
    c = y;
    acc += use(c.get());
  }
  return acc;
}
int main() {
  auto A = std::make_shared<T>(1);
  auto B = std::make_shared<T>(2);
  std::shared_ptr<long> x(A, &shared_value), y(B, &shared_value);
  std::printf("acc %ld\n", run(x, y, 30));
  std::printf("A %ld B %ld\n", A.use_count(), B.use_count());
  A.reset();
  x.reset();
  std::printf("drop A\n");
  B.reset();
  y.reset();
  std::printf("drop B\n");
  return 0;
}
